import { userEvent } from 'storybook/test';

/**
 * A diner's tap on a native button (a dish card's name and add, the bottom bar's tabs…): a
 * click, then focus let go as a real tap leaves it. The browser draws those buttons' focus ring
 * by its own :focus-visible, which takes a play function's synthetic click for no pointer input
 * and would show the ring a tap never shows (react-aria's buttons track the synthetic pointer
 * themselves).
 */
export async function tap(
  element: HTMLElement,
  user: { click: (element: Element) => Promise<void> } = userEvent,
): Promise<void> {
  await user.click(element);
  element.blur();
}
