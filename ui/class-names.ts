import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping the empty ones. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * A react-aria-components `className` prop (a string or a function of the render state) with
 * the component's own class first, as the React Aria starter kits do with `composeRenderProps`.
 */
export function withClass<T>(
  base: string | ((renderProps: T) => string),
  className:
    string | ((renderProps: T & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(
    className,
    (cls, renderProps: T & { defaultClassName: string | undefined }) =>
      cx(typeof base === 'function' ? base(renderProps) : base, cls),
  );
}
