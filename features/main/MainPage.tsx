import { MenuView } from '../menu';

/**
 * `/Main`: the ordering page frame (spec §2 "Main page frame"): the menu view by default, with the
 * bottom bar, cart drawer, order history, table info window and dialogs around it.
 */
export function MainPage({ lite = false }: { lite?: boolean }) {
  return <MenuView lite={lite} />;
}
