/*
 * Pictures for stories, drawn inline: the test browser has no network. Each is a small SVG
 * (a gradient and a few shapes) encoded as a data: URL.
 */

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A dish on a plate, seen from above; `seed` varies the colours and the garnish. */
export function dishPicture(seed: number): string {
  const hue = (seed * 47) % 360;
  const food = (hue + 20) % 360;
  const garnish = Array.from({ length: 5 }, (_, i) => {
    const a = ((seed + i) * 72 * Math.PI) / 180;
    const x = 200 + Math.cos(a) * 52;
    const y = 150 + Math.sin(a) * 40;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${10 + ((seed + i) % 3) * 3}" fill="hsl(${(food + 90) % 360} 55% 45%)"/>`;
  }).join('');
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 35% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 18%)"/>` +
      `</linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#g)"/>` +
      `<ellipse cx="200" cy="150" rx="130" ry="110" fill="hsl(40 20% 92%)"/>` +
      `<ellipse cx="200" cy="150" rx="100" ry="84" fill="hsl(40 15% 86%)"/>` +
      `<ellipse cx="200" cy="150" rx="70" ry="56" fill="hsl(${food} 65% 55%)"/>` +
      garnish +
      `</svg>`,
  );
}

/** A promotional bulletin: a bold gradient, a sun and hills; `seed` varies the palette. */
export function bulletinPicture(seed: number): string {
  const hue = (seed * 83 + 10) % 360;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 32%)"/>` +
      `</linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#b)"/>` +
      `<circle cx="${560 + (seed % 3) * 60}" cy="140" r="70" fill="hsl(${(hue + 180) % 360} 85% 78%)"/>` +
      `<path d="M0 330 Q200 ${230 + (seed % 4) * 20} 400 320 T800 300 V450 H0Z" fill="hsl(${(hue + 120) % 360} 45% 30%)"/>` +
      `<path d="M0 390 Q250 320 500 380 T800 370 V450 H0Z" fill="hsl(${(hue + 140) % 360} 40% 20%)"/>` +
      `<rect x="60" y="70" width="${220 + (seed % 3) * 40}" height="36" rx="18" fill="hsl(0 0% 100% / 0.85)"/>` +
      `<rect x="60" y="122" width="160" height="20" rx="10" fill="hsl(0 0% 100% / 0.6)"/>` +
      `</svg>`,
  );
}

/** An address that never loads (a truncated JPEG), for failure stories. */
export const brokenPicture = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

/**
 * The control of a picture's address on a docs page: a choice of named pictures (a dish photo,
 * none, one that fails to load) instead of a data: URL of several hundred characters in the props
 * table. A story's own picture is used as it is.
 */
export const pictureControl = {
  control: {
    type: 'select' as const,
    labels: {
      [dishPicture(3)]: 'Dish photo',
      null: 'No picture',
      [brokenPicture]: 'Broken address',
    },
  },
  options: [dishPicture(3), null, brokenPicture],
};
