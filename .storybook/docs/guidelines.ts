/**
 * How to use each component well, shown on its docs page under its purpose. Keyed by story title.
 * `overlay`: the component opens over the page (a modal or a toast stack), so the docs page shows
 * each of its stories in a frame of its own. `purpose` adds to the component's JSDoc when needed.
 */
export type Guideline = {
  do: readonly string[];
  dont: readonly string[];
  purpose?: string;
  overlay?: boolean;
};

export const guidelines: Record<string, Guideline> = {
  'Components/Overlay': {
    do: [
      'Reach for Dialog (center) or Sheet (bottom) in features: they are this overlay with their defaults.',
      'Put actions that must stay in view in the footer; long content scrolls in the body.',
    ],
    dont: ['Stack two overlays: close one before opening the next.'],
    overlay: true,
  },
  'Components/CloseButton': {
    do: [
      'Use it as the one way to close an overlay, a search or a notification.',
      'Let it take its name from the messages ("Close"); give a more precise one when two sit together.',
    ],
    dont: ['Draw a cross with an IconButton instead: the close button is one shape everywhere.'],
  },
  'Components/CheckboxCards': {
    do: [
      'Offer a few options that can be combined and each need a line of context (the menus a table opens).',
      'Give the group a label that says what is being chosen, and a description when a limit applies.',
    ],
    dont: [
      'Use it when only one option may be chosen: use RadioCards.',
      'Use it for short on/off chips in a row (condiments, service requests): use ToggleChip.',
    ],
  },
  'Components/CoachMark': {
    do: [
      'Use it for the guided tour only: one step at a time, each about one element on screen.',
      'Name the highlighted element in `targetDescription`, for those who cannot see the ring.',
    ],
    dont: [
      'Use it for errors or confirmations: use Banner, Notifications or ConfirmDialog.',
      'Leave a step without a way out: Skip and Escape always end the tour.',
    ],
    overlay: true,
  },
  'Components/RadioCards': {
    do: [
      'Offer a few choices that each need a line of context (a menu with its price per person).',
      'Keep one card chosen when the choice is required.',
    ],
    dont: ['Use it for more than a handful of options: use Select.'],
  },
  'Components/Select': {
    do: [
      'Use the form look in forms and the title look where it names the page (the menu switcher).',
      'Give it a visible or an accessible label.',
    ],
    dont: [
      'Use it for two or three options a diner should see at once: use RadioCards or ToggleChip.',
    ],
  },
  'Components/Spinner': {
    do: ['Show it inside the control that is waiting (a button, a stepper), with the wait named.'],
    dont: ['Cover a whole page with it: the page keeps its content and shows what is pending.'],
  },
  'Components/TextField': {
    do: [
      'Give every field a label, and a description when the format matters (a phone number).',
      'Use the several-lines form for remarks and requests.',
    ],
    dont: [
      'Style a raw input in a feature: lint refuses it, and the field carries focus and errors.',
    ],
  },
  'Components/ToggleChip': {
    do: [
      'Use it for choices that are on or off and can be combined (condiments, service requests).',
      'Keep the label short; the chip shows its state itself.',
    ],
    dont: ['Use it as a plain button: a chip that acts at once should be a Button.'],
  },
  'Components/AllergenFilter': {
    do: [
      'Keep it controlled: the menu store owns `selected`, the filter only reports changes.',
      'Keep it where the diner can see that a filter is on: it announces how many tags are active.',
    ],
    dont: [
      'Invent tags: the 27 keys come from the spec (`allergenKeys`, `labelKeys`).',
      'Treat allergens and labels alike: allergens exclude dishes, labels include them.',
    ],
  },
  'Components/Badge': {
    do: [
      'Put it on an `IconButton` (the cart count) and let the button name say what is counted.',
      'Pass the raw count: the badge hides at 0 and caps at "99+" itself.',
    ],
    dont: [
      'Use it for status words ("New", "Sold out"): those are DishCard flags.',
      'Animate it yourself: it pops once per change, and not on first appearance.',
    ],
  },
  'Components/Banner': {
    do: [
      'Use it for the table-approval state on the menu page, large first, then small.',
      'Follow `bannerSizeAfterClose` when the diner closes the large banner.',
    ],
    dont: [
      'Use it for short-lived confirmations: those are notifications.',
      'Stack several banners: one table state at a time.',
    ],
  },
  'Components/BottomBar': {
    do: [
      'Mark the view on screen with `selected`; tabs that open drawers and dialogs never become current.',
      'Keep the tab order of the spec; the guided tour finds buttons by `data-tab`.',
    ],
    dont: [
      'Add a sixth button: labels must still fit on a 360 px phone in German.',
      'Hide it behind an open sheet on purpose: it is the way back.',
    ],
  },
  'Components/Button': {
    do: [
      'Use one `primary` button per view, for the action the diner came for.',
      'Set `isPending` while a request runs: the button keeps its size and ignores presses.',
      'Write the label as a verb ("Send order"), from `locales/`.',
    ],
    dont: [
      'Use a button to navigate between pages: use a link.',
      'Disable a button without saying why nearby.',
    ],
  },
  'Components/CategoryRail': {
    do: [
      'Use it in CAROUSEL mode (setting 107 = 0), beside the single-column dish rows.',
      'Pass each category’s ordered/limit count when the restaurant limits it.',
    ],
    dont: [
      'Use it in NORMAL mode: that mode has `CategoryTabs`.',
      'Shorten category names yourself: the rail wraps long names.',
    ],
  },
  'Components/CategoryTabs': {
    do: [
      'Use it in NORMAL mode above the two-column cards.',
      'Let it keep the selected chip in view: pass `selectedId`, not a scroll position.',
    ],
    dont: [
      'Use it for anything but menu categories: general tabs are `Tabs`.',
      'Put icons in the chips: the name and the count are enough.',
    ],
  },
  'Components/ConfirmDialog': {
    overlay: true,
    do: [
      'Ask before an action that cannot be undone (send a round, clear the cart).',
      'Name the confirm button after the action ("Send now"), not "OK".',
      'Use `variant="critical"` when the action destroys something.',
    ],
    dont: [
      'Ask for confirmation of harmless actions: it teaches diners to tap through.',
      'Put forms in it: use `Dialog` or `Sheet`.',
    ],
  },
  'Components/Countdown': {
    do: [
      'Give it `remainingMs`; it renders `mm:ss` and turns to warning under `warnBelowMs` (5 s).',
      'Use the `ended` tone to explain what happens next, next to it.',
    ],
    dont: [
      'Format the time in the caller: use `formatRemainingTime` where text is needed.',
      'Use it for durations that are not counting down.',
    ],
  },
  'Components/Deferred': {
    do: [
      'Wrap rarely used parts (dialogs, drawers, second pages) so the menu loads first.',
      'Give it a `fallback` the size of what will appear.',
    ],
    dont: [
      'Defer what the diner sees on arrival (the menu, the bottom bar).',
      'Nest deferred parts: the inner one waits for the outer one.',
    ],
  },
  'Components/Dialog': {
    overlay: true,
    do: [
      'Use it for short tasks that need the diner’s full attention (a PIN, a choice).',
      'Give it a title: it names the dialog for screen readers.',
    ],
    dont: [
      'Open a dialog from a dialog.',
      'Use it for long lists on a phone: a `Sheet` scrolls better.',
    ],
  },
  'Components/DishCard': {
    do: [
      'Use `layout="card"` in NORMAL mode (two columns) and `layout="row"` in CAROUSEL mode.',
      'Pass the dish name already in the diner’s language (`localizedName`), with `item_name1` as fallback.',
      'Pass every tag: the card applies the spec’s icon caps and shows the rest as "+N".',
    ],
    dont: [
      'Hide a sold-out dish: pass `stock={0}`, so the diner learns it exists and why it cannot be added.',
      'Format the price yourself: pass `price` and `currency`.',
      'Put several add controls on one card: the stepper replaces the add button once in the cart.',
    ],
  },
  'Components/EmptyState': {
    do: [
      'Say why the list is empty and, where there is one, what to do next.',
      'Use `size="compact"` inside drawers and small panels.',
    ],
    dont: [
      'Use it for errors the diner can retry: show the error and a retry button.',
      'Leave a list blank instead.',
    ],
  },
  'Components/Icon': {
    do: [
      'Use the keys of the spec (`gluten`, `very_spicy`); the aliases (`nuts`, `pork`) also work.',
      'Set `label={false}` when the name is written beside the icon.',
      'Change a drawing in `glyphs.tsx`, then run `npm run icons`: the app draws the paths it writes.',
    ],
    dont: [
      'Draw allergen pictures elsewhere: every icon lives in `glyphs.tsx`.',
      'Show an allergen by colour alone: its name is announced and shown on hover.',
    ],
  },
  'Components/IconButton': {
    do: [
      'Always give a `label`: it is the only name screen readers get.',
      'Use `ToggleIconButton` for on/off switches (list/grid, filter).',
    ],
    dont: [
      'Use it for the main action of a view: use a `Button` with text.',
      'Make the touch target smaller than 44 px.',
    ],
  },
  'Components/ImageCarousel': {
    do: [
      'Give every picture an `alt` that says what is on it.',
      'Keep to five pictures (`IMAGE_CAROUSEL_MAX`).',
    ],
    dont: [
      'Auto-advance the slides: the diner moves them.',
      'Put text the diner must read only inside a picture.',
    ],
  },
  'Components/Notifications': {
    overlay: true,
    do: [
      'Push through `NotificationQueue` with a level: errors and warnings are announced at once.',
      'Keep the text to one sentence from `locales/`.',
    ],
    dont: [
      'Use a notification for something the diner must answer: use a dialog.',
      'Show more than `MAX_NOTIFICATIONS` at once: the queue drops the oldest.',
    ],
  },
  'Components/Picture': {
    do: [
      'Give its box a size: the frame keeps the space while the picture loads.',
      'Use `alt=""` when the dish name is already beside the picture.',
    ],
    dont: [
      'Hide a failed picture: the frame with its glyph keeps the layout.',
      'Load full-size pictures in lists: use the `_s` thumbnails.',
    ],
  },
  'Components/PinInput': {
    do: [
      'Act on `onComplete`: it fires at the fourth digit.',
      'Show the error under the boxes and clear them for a new try.',
    ],
    dont: [
      'Ask for other codes: it takes exactly `PIN_LENGTH` digits.',
      'Mask the digits: the table PIN is not a password.',
    ],
  },
  'Components/Price': {
    do: [
      'Pass the restaurant’s currency symbol and the diner’s locale.',
      'Use `tone="bargain"` for promotional prices, next to the normal price.',
    ],
    dont: [
      'Round or format amounts before: the component shows two decimals.',
      'Show negative prices: they count as 0.',
    ],
  },
  'Components/QuantityStepper': {
    do: [
      'Use it once a dish is in the cart; before that the card shows an add button.',
      'Disable plus with a reason when a limit is reached.',
    ],
    dont: [
      'Let minus go below 0: at 0 it is disabled.',
      'Use it for numbers that are not dish counts (guests use their own field).',
    ],
  },
  'Components/SearchField': {
    do: [
      'Search as the diner types; Enter also submits.',
      'Keep the placeholder short: it is not a label (the field has its own).',
    ],
    dont: [
      'Clear the query when the diner leaves the menu and comes back.',
      'Send each keystroke to the server: the menu search runs on the menu already loaded.',
    ],
  },
  'Components/Sheet': {
    overlay: true,
    do: [
      'Use it for the cart and the call-waiter drawer: long content that scrolls, actions at the bottom.',
      'Put the main action in the footer, which stays in view.',
    ],
    dont: [
      'Rely on a swipe to close: there is none; the close button, Escape and the scrim close it.',
      'Open a sheet over a sheet.',
    ],
  },
  'Components/Skeleton': {
    do: [
      'Match the shape of what is coming (text lines, a card, a row).',
      'Give it a `label` when "Loading" alone is not clear.',
    ],
    dont: [
      'Show it for less than a moment: wait before showing it for fast loads.',
      'Use it for empty results: that is `EmptyState`.',
    ],
  },
  'Components/StarRating': {
    do: [
      'Use the interactive form for the diner’s rating and the read-only form for averages.',
      'Show the number next to a read-only rating.',
    ],
    dont: [
      'Use more or fewer than five stars.',
      'Submit on the first tap without a way to change it.',
    ],
  },
  'Components/TableInfoWindow': {
    do: [
      'Place it from the app (it does not position itself) where it hides no dish.',
      'Feed it the round’s limit and ordered count from the server.',
    ],
    dont: [
      'Use it on other pages than the ordering page.',
      'Count down on the client alone: the round’s end comes from the server.',
    ],
  },
  'Components/Tabs': {
    do: [
      'Use it for views of the same thing (history by round, settings sections).',
      'Keep tab labels to one or two words.',
    ],
    dont: [
      'Use it for menu categories: that is `CategoryTabs` or `CategoryRail`.',
      'Use tabs to step through a process.',
    ],
  },
  'Components/VirtualList': {
    do: [
      'Use it for lists that can grow long (cart, order history).',
      'Give an `estimateSize` close to the real row height, so the scrollbar does not jump.',
    ],
    dont: [
      'Use it for short lists: a plain list is simpler.',
      'Search the page for rows that are not rendered: use the data.',
    ],
  },
};
