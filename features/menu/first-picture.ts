import { FIRST_PICTURE_KEY } from '../../protocol/first-screen';
import type { FirstPicture } from '../../protocol/first-screen';
import { picturePreload } from '../../ui/Picture/Picture';

/**
 * Keeps the picture the menu page shows largest as it opens (the first dish's, at the size its
 * card draws it) with the menu's call: the next time the phone opens the page on that menu (a
 * reload, a return after the phone slept), the page's own script asks for that picture as the
 * page is parsed (server/http/menu-ahead.ts), instead of once the app has come, run and drawn the
 * menu. Only a server picture is kept (its phone-sized copies, under the pictures' fingerprint);
 * storage that is full or refused keeps nothing, and the page then asks for it as before.
 */
export function rememberFirstPicture(menu: string, src: string, sizes: string): void {
  const sized = picturePreload(src, sizes);
  if (!sized) return;
  const kept: FirstPicture = { menu, ...sized };
  const text = JSON.stringify(kept);
  try {
    if (localStorage.getItem(FIRST_PICTURE_KEY) !== text)
      localStorage.setItem(FIRST_PICTURE_KEY, text);
  } catch {
    // Storage unavailable (private mode, full): the page asks for the picture once it draws it.
  }
}
