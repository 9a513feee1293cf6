import type { ReactElement } from 'react';
import type { IconName } from './keys';

/*
 * The drawings: 24×24, 1.75 line on a 2 px grid, round caps and joins, `currentColor`.
 * A shape that must read as solid says `fill="currentColor"`; the <svg> sets no fill by default.
 * Groups drawn smaller compensate their stroke so that every icon keeps the same line weight.
 */

const solid = { fill: 'currentColor', stroke: 'none' } as const;

/** A scaled copy of a drawing that keeps the 1.75 line. */
function Scaled({
  s,
  x = 0,
  y = 0,
  r = 0,
  children,
}: {
  s: number;
  x?: number;
  y?: number;
  r?: number;
  children: ReactElement;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${r} 12 12) translate(12 12) scale(${s}) translate(-12 -12)`}
      strokeWidth={1.75 / s}
    >
      {children}
    </g>
  );
}

const wheat = (
  <>
    <path d="M12 22V12" />
    <path d="M12 19.5Q8 19 8 15.5Q11.5 16 12 19.5Z" />
    <path d="M12 19.5Q16 19 16 15.5Q12.5 16 12 19.5Z" />
    <path d="M12 15.5Q8 15 8 11.5Q11.5 12 12 15.5Z" />
    <path d="M12 15.5Q16 15 16 11.5Q12.5 12 12 15.5Z" />
    <path d="M12 11.5Q8 11 8 7.5Q11.5 8 12 11.5Z" />
    <path d="M12 11.5Q16 11 16 7.5Q12.5 8 12 11.5Z" />
    <path d="M12 9Q9.8 6.5 12 2.5Q14.2 6.5 12 9Z" />
  </>
);

/** Fewer grains, for the crossed-out ear, which is drawn smaller. */
const wheatSmall = (
  <>
    <path d="M12 22V13" />
    <path d="M12 19Q7.6 18.4 7.6 14.4Q11.4 15 12 19Z" />
    <path d="M12 19Q16.4 18.4 16.4 14.4Q12.6 15 12 19Z" />
    <path d="M12 13.6Q7.6 13 7.6 9Q11.4 9.6 12 13.6Z" />
    <path d="M12 13.6Q16.4 13 16.4 9Q12.6 9.6 12 13.6Z" />
    <path d="M12 10Q9.6 7 12 2.6Q14.4 7 12 10Z" />
  </>
);

const chili = (
  <>
    <path d="M14.6 6.6C14.6 4.6 15.6 3.2 17.8 2.6" />
    <path d="M12.6 7C16.2 5.6 19.4 7.6 18.8 11.4C17.9 17 10.6 21.2 4.4 21.4C3.6 21.4 3.4 20.4 4.1 20.1C8.8 18.2 11.3 14.4 11.3 10C11.3 8.6 11.7 7.4 12.6 7Z" />
    <path d="M11.5 8.6C13.4 9.4 16.2 9.2 18.4 7.9" />
  </>
);

const snowflakeArm = (
  <>
    <path d="M12 12V2.5" />
    <path d="M9.4 4.3L12 6.6L14.6 4.3" />
  </>
);
const snowflake = (
  <>
    {[0, 60, 120, 180, 240, 300].map((a) => (
      <g key={a} transform={`rotate(${a} 12 12)`}>
        {snowflakeArm}
      </g>
    ))}
  </>
);

const sesameSeed = <path d="M0 -3.6C2 -1.6 2 1.6 0 3.4C-2 1.6 -2 -1.6 0 -3.6Z" />;
const seed = (x: number, y: number, r: number) => (
  <g transform={`translate(${x} ${y}) rotate(${r})`}>{sesameSeed}</g>
);

const starPoints =
  'M12 2.8L14.8 8.5L21 9.4L16.5 13.8L17.6 20L12 17.1L6.4 20L7.5 13.8L3 9.4L9.2 8.5Z';

export const glyphs: Record<IconName, ReactElement> = {
  // Allergens
  gluten: wheat,
  crustaceans: (
    <>
      <ellipse cx="12" cy="15" rx="5.6" ry="4" />
      <path d="M6.7 13.6L3 12M6.4 15.8L2.8 16.6M7.3 17.8L4.4 20.4M17.3 13.6L21 12M17.6 15.8L21.2 16.6M16.7 17.8L19.6 20.4" />
      <path d="M9.4 11.4L7.4 8.6M14.6 11.4L16.6 8.6" />
      <path d="M7.4 8.6C4.6 8.4 3.4 5.8 4.6 3.2C5 4.8 6 5.6 7.6 5.4C7.4 4.4 7.6 3.4 8.4 2.6C9.8 4.8 9.4 7.6 7.4 8.6Z" />
      <path d="M16.6 8.6C19.4 8.4 20.6 5.8 19.4 3.2C19 4.8 18 5.6 16.4 5.4C16.6 4.4 16.4 3.4 15.6 2.6C14.2 4.8 14.6 7.6 16.6 8.6Z" />
    </>
  ),
  eggs: (
    <>
      <path d="M12 2.8C8.2 2.8 5.2 8.6 5.2 13.6A6.8 6.8 0 0 0 18.8 13.6C18.8 8.6 15.8 2.8 12 2.8Z" />
      <path d="M8.6 13.4C8.6 11.2 9.4 9 10.6 7.6" />
    </>
  ),
  fish: (
    <>
      <path d="M2.5 12C5.2 6.8 11.6 6 16 12C11.6 18 5.2 17.2 2.5 12Z" />
      <path d="M16 12L21.5 7.4V16.6Z" />
      <circle cx="6.6" cy="11.2" r="1.1" {...solid} />
      <path d="M9.6 9.2Q11 12 9.6 14.8" />
    </>
  ),
  peanuts: (
    <g transform="rotate(35 12 12)">
      <path d="M12 3.2C14.9 3.2 16.4 5.3 16.1 7.9C15.9 9.8 14.6 10.8 14.6 12C14.6 13.2 16.4 14.3 16.4 16.6C16.4 19.2 14.4 20.8 12 20.8C9.6 20.8 7.6 19.2 7.6 16.6C7.6 14.3 9.4 13.2 9.4 12C9.4 10.8 8.1 9.8 7.9 7.9C7.6 5.3 9.1 3.2 12 3.2Z" />
      <path
        d="M10.6 6.4h.01M13.4 6.4h.01M12 8.6h.01M10.6 15.4h.01M13.4 15.4h.01M12 17.8h.01"
        strokeWidth="1.9"
      />
    </g>
  ),
  soya: (
    <g transform="rotate(-38 12 12)">
      <rect x="2.5" y="8.3" width="17.5" height="7.4" rx="3.7" />
      <circle cx="6.6" cy="12" r="1.8" />
      <circle cx="11.25" cy="12" r="1.8" />
      <circle cx="15.9" cy="12" r="1.8" />
      <path d="M20 12H22.2" />
    </g>
  ),
  milk: (
    <>
      <path d="M9 2.8H15V5.6L17.4 8.8C17.7 9.2 17.8 9.6 17.8 10.1V19.8A1.6 1.6 0 0 1 16.2 21.4H7.8A1.6 1.6 0 0 1 6.2 19.8V10.1C6.2 9.6 6.3 9.2 6.6 8.8L9 5.6Z" />
      <path d="M9 5.6H15" />
      <path d="M6.2 13.2C8.2 12 10 14.4 12 13.2S15.8 12 17.8 13.2" />
    </>
  ),
  tree_nuts: (
    <>
      <path d="M12 4.4V2.2" />
      <path d="M4.4 10.2C4.4 6.6 7.8 4.4 12 4.4S19.6 6.6 19.6 10.2Z" />
      <path d="M6 10.2C6 15.8 8.6 19.6 12 21.6C15.4 19.6 18 15.8 18 10.2" />
      <path d="M8 7.6L9.8 10.2M12 6.8V10.2M16 7.6L14.2 10.2" />
    </>
  ),
  celery: (
    <>
      <path d="M8.2 21.6C8.8 17.6 9.2 13.4 9.6 9.8H14.4C14.8 13.4 15.2 17.6 15.8 21.6Z" />
      <path d="M12 9.8V21.6" />
      <path d="M9.6 9.8C6.6 9.6 5.2 6.6 6.8 3.8C8.6 5.2 9.6 7.2 9.6 9.8Z" />
      <path d="M12 8.4C10.4 6.6 10.6 4 12 2.2C13.4 4 13.6 6.6 12 8.4Z" />
      <path d="M14.4 9.8C17.4 9.6 18.8 6.6 17.2 3.8C15.4 5.2 14.4 7.2 14.4 9.8Z" />
    </>
  ),
  mustard: (
    <>
      <rect x="4" y="9.4" width="12.4" height="12" rx="2" />
      <path d="M3.4 9.4H17" />
      <path d="M5.2 9.4V7.2H15.2V9.4" />
      <path d="M4 14.2H16.4M4 17.6H16.4" />
      <path d="M12.6 7.2L18.4 3.6" />
      <ellipse cx="19.6" cy="2.9" rx="1.9" ry="1.2" transform="rotate(-32 19.6 2.9)" />
    </>
  ),
  sesame: (
    <>
      {seed(7.4, 6.6, -30)}
      {seed(16.4, 6.2, 28)}
      {seed(12, 12.4, 0)}
      {seed(6.8, 17.6, 24)}
      {seed(17.2, 17.4, -22)}
    </>
  ),
  sulphites: (
    <>
      <path d="M6.8 2.8H17.2L17.6 7.6A5.6 5.6 0 0 1 6.4 7.6Z" />
      <path d="M6.6 6.6H17.4" />
      <path d="M12 13.4V20.6M8.2 21H15.8" />
    </>
  ),
  lupin: (
    <>
      <circle cx="12" cy="3.4" r="1.3" />
      <circle cx="10.5" cy="6.3" r="1.5" />
      <circle cx="13.5" cy="6.3" r="1.5" />
      <circle cx="10" cy="9.7" r="1.7" />
      <circle cx="14" cy="9.7" r="1.7" />
      <circle cx="9.6" cy="13.4" r="1.9" />
      <circle cx="14.4" cy="13.4" r="1.9" />
      <path d="M12 15.6V22" />
      <path d="M12 19.6C10 17.6 7.6 17.2 5 18.2M12 19.6C14 17.6 16.4 17.2 19 18.2M12 19.6L7.4 21.6M12 19.6L16.6 21.6" />
    </>
  ),
  molluscs: (
    <>
      <path d="M12 19.2L3.4 10C3.6 9 4 8 4.6 7.2C5 5.9 6 4.9 7.2 4.4C8.2 3.6 9.4 3.2 10.6 3.1C11.5 2.9 12.5 2.9 13.4 3.1C14.6 3.2 15.8 3.6 16.8 4.4C18 4.9 19 5.9 19.4 7.2C20 8 20.4 9 20.6 10Z" />
      <path d="M12 19.2V3M12 19.2L7.2 4.4M12 19.2L16.8 4.4M12 19.2L4.6 7.2M12 19.2L19.4 7.2" />
      <path d="M9.4 19.2H14.6L15.6 21.6H8.4Z" />
    </>
  ),

  // Dish labels
  mild_spicy: chili,
  medium_spicy: (
    <>
      <Scaled s={0.72} x={-3.4} y={1.4}>
        {chili}
      </Scaled>
      <Scaled s={0.72} x={3.6} y={-1.8}>
        {chili}
      </Scaled>
    </>
  ),
  very_spicy: (
    <>
      <Scaled s={0.56} x={-6.4} y={1.2}>
        {chili}
      </Scaled>
      <Scaled s={0.56} x={-0.4} y={-0.2}>
        {chili}
      </Scaled>
      <Scaled s={0.56} x={5.6} y={-1.6}>
        {chili}
      </Scaled>
    </>
  ),
  frozen_origin: snowflake,
  blast_freezing: (
    <>
      <Scaled s={0.74} x={3.4}>
        {snowflake}
      </Scaled>
      <path d="M1.8 8H6.4M1 12H5M1.8 16H6.4" />
    </>
  ),
  vegetarian: (
    <>
      <path d="M5.4 18.6C4.8 10.4 10.4 4 20.4 3.6C20.6 13.6 14 19.4 5.4 18.6Z" />
      <path d="M3 21L14.4 9.6" />
    </>
  ),
  vegan: (
    <>
      <path d="M3.2 5.6L9.8 20.4L14.4 10" />
      <path d="M14.4 10C13.6 5.4 16.4 2.8 21 2.6C21.2 7.4 18.6 10 14.4 10Z" />
      <path d="M14.4 10L18 6.2" />
    </>
  ),
  gluten_free: (
    <>
      <circle cx="12" cy="12" r="9.4" />
      <Scaled s={0.7}>{wheatSmall}</Scaled>
      <path d="M5.4 5.4L18.6 18.6" />
    </>
  ),
  raw: (
    <>
      <path d="M3.6 13.4C3.4 7.6 8.4 3.6 13.8 3.8C18.4 4 21.2 7 20.6 11C20 15 16.8 16.2 14.8 18.4C12.8 20.6 10.2 21.2 7.8 20.2C5.2 19.2 3.7 16.6 3.6 13.4Z" />
      <circle cx="14.2" cy="9.6" r="2.1" />
      <path d="M7 14.6C8.6 13.2 10.4 15.4 12.2 14" />
    </>
  ),
  cooked: (
    <>
      <path d="M4.4 11.6H19.6V16.8A3.6 3.6 0 0 1 16 20.4H8A3.6 3.6 0 0 1 4.4 16.8Z" />
      <path d="M2.8 11.6H21.2M4.4 14H2.2M19.6 14H21.8" />
      <path d="M8.6 8.4C7.6 7.2 9.6 6.2 8.6 4.4M12 8.4C11 7.2 13 6.2 12 3.6M15.4 8.4C14.4 7.2 16.4 6.2 15.4 4.4" />
    </>
  ),
  additives: (
    <>
      <path d="M9 2.8H15M10 2.8V9.2L4.4 18.8A1.6 1.6 0 0 0 5.8 21.2H18.2A1.6 1.6 0 0 0 19.6 18.8L14 9.2V2.8" />
      <path d="M6.6 15H17.4" />
      <circle cx="10.6" cy="17.8" r=".9" {...solid} />
      <circle cx="14" cy="18.4" r=".7" {...solid} />
    </>
  ),
  colourants: (
    <>
      <path d="M12 2.8C6.9 2.8 2.8 6.9 2.8 12C2.8 17.1 6.9 21.2 11.6 21.2C13.2 21.2 13.8 20 13.2 18.8C12.6 17.5 13.3 15.9 15 15.9H17.4C19.6 15.9 21.2 14.4 21.2 12C21.2 6.9 17.1 2.8 12 2.8Z" />
      <circle cx="7.4" cy="11.6" r="1.35" {...solid} />
      <circle cx="9.6" cy="7.3" r="1.35" {...solid} />
      <circle cx="14.4" cy="7.3" r="1.35" {...solid} />
      <circle cx="17.2" cy="11.2" r="1.35" {...solid} />
    </>
  ),
  pig: (
    <>
      <path d="M6.4 7.4L5.2 2.8L10 5.2" />
      <path d="M17.6 7.4L18.8 2.8L14 5.2" />
      <circle cx="12" cy="13" r="8.2" />
      <ellipse cx="12" cy="15.6" rx="3.6" ry="2.6" />
      <circle cx="10.7" cy="15.6" r=".75" {...solid} />
      <circle cx="13.3" cy="15.6" r=".75" {...solid} />
      <circle cx="8.6" cy="10.8" r="1" {...solid} />
      <circle cx="15.4" cy="10.8" r="1" {...solid} />
    </>
  ),

  // Navigation
  menu_book: (
    <>
      <path d="M12 6.2C10 4.6 7 4 2.8 4.4V18.8C7 18.4 10 19 12 20.6C14 19 17 18.4 21.2 18.8V4.4C17 4 14 4.6 12 6.2Z" />
      <path d="M12 6.2V20.6" />
      <path d="M5.6 8.4C7 8.4 8.4 8.6 9.4 9.2M5.6 12C7 12 8.4 12.2 9.4 12.8M18.4 8.4C17 8.4 15.6 8.6 14.6 9.2M18.4 12C17 12 15.6 12.2 14.6 12.8" />
    </>
  ),
  vip: (
    <>
      <path d="M3 7.6L7.6 12.4L12 4.6L16.4 12.4L21 7.6L19.2 17.6H4.8Z" />
      <path d="M4.8 21H19.2" />
    </>
  ),
  order_history: (
    <>
      <path d="M3.4 12A8.6 8.6 0 1 0 6 5.8L3.4 8.4" />
      <path d="M3.4 3.8V8.4H8" />
      <path d="M12 7.6V12L15.2 14" />
    </>
  ),
  takeaway: (
    <>
      <path d="M4.6 8.4H19.4L18.4 21H5.6Z" />
      <path d="M8.8 11V6.8A3.2 3.2 0 0 1 15.2 6.8V11" />
    </>
  ),
  call_waiter: (
    <>
      <path d="M3.8 17.4A8.2 8.2 0 0 1 20.2 17.4Z" />
      <path d="M2.4 20.6H21.6" />
      <path d="M12 9.2V6.6M10 6H14" />
    </>
  ),
  notices: (
    <>
      <path d="M3.2 10V14A1 1 0 0 0 4.2 15H7L16.4 20.2V3.8L7 9H4.2A1 1 0 0 0 3.2 10Z" />
      <path d="M7 9V15M7.6 15.4L9 20.8H11.4L10.4 16.8" />
      <path d="M19.4 9.4A3.6 3.6 0 0 1 19.4 14.6" />
    </>
  ),
  cart: (
    <>
      <path d="M2.4 3.4H5L7.6 15.4H18.4L20.6 7H5.9" />
      <circle cx="9" cy="19.4" r="1.6" />
      <circle cx="17" cy="19.4" r="1.6" />
    </>
  ),
  home: (
    <>
      <path d="M2.8 11.2L12 3.4L21.2 11.2" />
      <path d="M5.4 9V20.6H18.6V9" />
      <path d="M10 20.6V14.6H14V20.6" />
    </>
  ),

  // Media links
  facebook: (
    <>
      <rect x="3.4" y="3.4" width="17.2" height="17.2" rx="4.2" />
      <path d="M15.6 7.8H14.2A2.2 2.2 0 0 0 12 10V20.6M9.2 12.8H15.2" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.4" y="3.4" width="17.2" height="17.2" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="16.9" cy="7.1" r="1" {...solid} />
    </>
  ),
  tiktok: (
    <>
      <path d="M13.6 3.6V15.4A3.8 3.8 0 1 1 9.8 11.6" />
      <path d="M13.6 3.6C14 6.4 16 8.4 19 8.6" />
    </>
  ),
  twitter: (
    <>
      <path d="M4.2 3.8H8.8L19.8 20.2H15.2Z" />
      <path d="M19.2 3.8L13.4 10.4M10.6 13.6L4.8 20.2" />
    </>
  ),
  tripadvisor: (
    <>
      <circle cx="7.2" cy="13.6" r="3.8" />
      <circle cx="16.8" cy="13.6" r="3.8" />
      <circle cx="7.2" cy="13.6" r="1" {...solid} />
      <circle cx="16.8" cy="13.6" r="1" {...solid} />
      <path d="M3.2 9.4C8.6 6 15.4 6 20.8 9.4" />
      <path d="M10.6 17.2L12 19.2L13.4 17.2" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.4L5.2 16.2A8.6 8.6 0 1 1 8.2 19.2Z" />
      <path d="M9 8.4C9 12 12 15 15.6 15L16.4 13.4L14.6 12.4L13.6 13.2C12.4 12.6 11.4 11.6 10.8 10.4L11.6 9.4L10.6 7.6Z" />
    </>
  ),
  google: <path d="M18.2 7A7.8 7.8 0 1 0 19.8 12H12.4" />,
  website: (
    <>
      <circle cx="12" cy="12" r="8.6" />
      <path d="M12 3.4C9.2 6.2 9.2 17.8 12 20.6C14.8 17.8 14.8 6.2 12 3.4" />
      <path d="M3.4 12H20.6M4.8 7.6H19.2M4.8 16.4H19.2" />
    </>
  ),
  reservation: (
    <>
      <rect x="3.6" y="5.2" width="16.8" height="15.4" rx="2" />
      <path d="M3.6 9.6H20.4M8 3.2V7M16 3.2V7" />
      <path d="M8.8 14.8L11 17L15.4 12.6" />
    </>
  ),

  // Controls
  plus: <path d="M12 5V19M5 12H19" />,
  minus: <path d="M5 12H19" />,
  close: <path d="M6 6L18 18M18 6L6 18" />,
  search: (
    <>
      <circle cx="10.6" cy="10.6" r="6.6" />
      <path d="M15.4 15.4L20.6 20.6" />
    </>
  ),
  filter: <path d="M3.4 4.6H20.6L14 12.4V18.8L10 21V12.4Z" />,
  chevron_left: <path d="M15 5L8 12L15 19" />,
  chevron_right: <path d="M9 5L16 12L9 19" />,
  chevron_up: <path d="M5 15.5L12 8.5L19 15.5" />,
  chevron_down: <path d="M5 8.5L12 15.5L19 8.5" />,
  check: <path d="M4.4 12.6L9.4 17.6L19.6 6.6" />,
  warning: (
    <>
      <path d="M10.4 4.2C11.1 3 12.9 3 13.6 4.2L21.2 17.8C21.9 19 21 20.6 19.6 20.6H4.4C3 20.6 2.1 19 2.8 17.8Z" />
      <path d="M12 9.6V13.8M12 17.2h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9.2" />
      <path d="M12 11V16.6M12 7.6h.01" />
    </>
  ),
  star: <path d={starPoints} />,
  star_filled: <path d={starPoints} fill="currentColor" />,
  lock: (
    <>
      <rect x="4.8" y="10.4" width="14.4" height="10.4" rx="2" />
      <path d="M8 10.4V7.6A4 4 0 0 1 16 7.6V10.4" />
      <path d="M12 14.4V16.8" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9.2" />
      <path d="M12 6.8V12L15.4 14.2" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.4 21A7.6 7.6 0 0 1 19.6 21" />
    </>
  ),
  trash: (
    <>
      <path d="M3.8 6.4H20.2M9.4 6.4V3.8H14.6V6.4" />
      <path d="M6 6.4L7 20.6H17L18 6.4" />
      <path d="M10 10.4V16.6M14 10.4V16.6" />
    </>
  ),
  edit: (
    <>
      <path d="M4 20L4.8 16L15.6 5.2A2 2 0 0 1 18.4 5.2L18.8 5.6A2 2 0 0 1 18.8 8.4L8 19.2Z" />
      <path d="M13.6 7.2L16.8 10.4M4 20H20" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4.4" width="18" height="15.2" rx="2" />
      <circle cx="8.6" cy="9.4" r="1.7" />
      <path d="M3.4 17.6L9 12.6L13 16.2L16 13.6L20.6 17.6" />
    </>
  ),
  expand: (
    <path d="M4 9V4H9M15 4H20V9M20 15V20H15M9 20H4V15M4 4L9.4 9.4M20 4L14.6 9.4M20 20L14.6 14.6M4 20L9.4 14.6" />
  ),
};
