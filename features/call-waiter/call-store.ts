import { computed, signal } from '@preact/signals-react';
import {
  bcp47Of,
  liteTableNameProblem,
  type Language,
  type LiteTableNameProblem,
} from '../../core';
import type { ServiceOption } from '../../protocol/http';
import {
  api,
  clientState,
  emitSocketWithAck,
  onContentChanged,
  READ_AGAIN,
} from '../../lib/session';

export type { ServiceOption };

/** The column suffix of each language the options are written in. */
const suffix: Partial<Record<Language, 'cn' | 'en' | 'it' | 'es' | 'de' | 'fr'>> = {
  ZH: 'cn',
  EN: 'en',
  IT: 'it',
  ES: 'es',
  DE: 'de',
  FR: 'fr',
};

/** The option's title in the diner's language, English when missing (PT has no column: English). */
export function optionTitle(o: ServiceOption, language: Language): string {
  const key = suffix[language];
  const own = key ? o[`title_${key}` as const] : '';
  return own?.trim() ? own : o.title_en;
}

export const serviceOptions = signal<ServiceOption[] | null>(null);
export const optionsFailed = signal(false);
export const selectedIds = signal<ReadonlySet<number>>(new Set());
export const message = signal('');
export const calling = signal(false);
export const callOpen = signal(false);
/** Lite mode: the drawer asks for the table's name (entry-home-service.md §2, §5). */
export const liteMode = signal(false);
/** Lite mode's table-name field, as typed. */
export const liteTableName = signal('');
/** The table name was typed into, or a call was tried: from then on its problem is shown. */
export const liteTableNameTouched = signal(false);
/** Why the typed table name cannot be sent (core's rule, the same the server applies). */
export const tableNameProblem = computed<LiteTableNameProblem | null>(() =>
  liteMode.value ? liteTableNameProblem(liteTableName.value) : null,
);

/**
 * Call is enabled with a chosen option or a non-blank message; in lite mode the table name must
 * also pass (entry-home-service.md §5).
 */
export const canCall = computed(
  () =>
    !calling.value &&
    (selectedIds.value.size > 0 || message.value.trim() !== '') &&
    tableNameProblem.value === null,
);

export async function loadServiceOptions(): Promise<void> {
  optionsFailed.value = false;
  try {
    const list = await api<ServiceOption[]>('/api/v2/callservice');
    serviceOptions.value = list;
    selectedIds.value = new Set(list.filter((o) => o.selected).map((o) => o.id));
  } catch {
    optionsFailed.value = true;
  }
}

/**
 * The options shown came from the service worker's kept answer and the server's now differs
 * (lib/session/content-changes.ts): they are read again. The diner's choice stays for the options
 * still offered; an option new to the list comes as the restaurant presets it.
 */
onContentChanged((url) => {
  const before = serviceOptions.peek();
  if (url.pathname !== '/api/v2/callservice' || before === null) return;
  void api<ServiceOption[]>('/api/v2/callservice', READ_AGAIN)
    .then((list) => {
      const known = new Set(before.map((o) => o.id));
      const chosen = selectedIds.peek();
      serviceOptions.value = list;
      selectedIds.value = new Set(
        list.filter((o) => (known.has(o.id) ? chosen.has(o.id) : o.selected)).map((o) => o.id),
      );
    })
    .catch(() => undefined);
});

export function toggleOption(id: number): void {
  const next = new Set(selectedIds.value);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  selectedIds.value = next;
}

export function setMessage(text: string): void {
  message.value = text;
}

export function setLiteTableName(text: string): void {
  liteTableName.value = text;
  liteTableNameTouched.value = true;
}

/** Puts the drawer in lite mode (with the table-name field) or takes it out. */
export function setLiteMode(on: boolean): void {
  liteMode.value = on;
}

/**
 * What the call asks for, as the confirm dialog repeats it: the chosen options, then the text,
 * joined as the diner's language joins a list ("A, B and “…”", "A、B和“…”").
 */
export function requestSummary(language: Language): string {
  const chosen = (serviceOptions.value ?? [])
    .filter((o) => selectedIds.value.has(o.id))
    .map((o) => optionTitle(o, language));
  const text = message.value.trim();
  return new Intl.ListFormat(bcp47Of(language), { type: 'conjunction' }).format([
    ...chosen,
    ...(text ? [`“${text}”`] : []),
  ]);
}

/** How a call ended: sent, refused for the typed table name, or not sent (network, server). */
export type CallResult = 'sent' | 'failed' | LiteTableNameProblem;

/**
 * Sends CALL_SERVICE; on success clears the choices and the fields. In lite mode the typed
 * table name goes with it (the server checks it again and keeps the table's own name too).
 */
export async function callWaiter(): Promise<CallResult> {
  if (!canCall.value) return tableNameProblem.value ?? 'failed';
  const { tableId, tableName, orderTab, language } = clientState.value;
  if (!tableId || tableId <= 0) return 'failed';
  const options = serviceOptions.value ?? [];
  calling.value = true;
  try {
    const ack = await emitSocketWithAck(
      'CALL_SERVICE',
      {
        type: 'CALL_SERVICE',
        table_id: tableId,
        table_name: tableName.slice(0, 29),
        message: message.value.trim(),
        checkbox_group: options
          .filter((o) => selectedIds.value.has(o.id))
          .map((o) => optionTitle(o, language)),
        customer: orderTab?.customer ?? '1',
        order_id: orderTab?.orderId ?? null,
        project_name: 'QOP',
        ...(liteMode.value ? { lite_table_name: liteTableName.value.trim() } : {}),
      },
      6000,
    );
    if (!ack.ok) {
      if (ack.code === 'TABLE_NAME_EMPTY') return 'empty';
      if (ack.code === 'TABLE_NAME_TOO_LONG') return 'tooLong';
      return 'failed';
    }
    selectedIds.value = new Set();
    message.value = '';
    liteTableName.value = '';
    liteTableNameTouched.value = false;
    return 'sent';
  } catch {
    return 'failed';
  } finally {
    calling.value = false;
  }
}

export function resetCallStore(options: ServiceOption[] | null = null): void {
  serviceOptions.value = options;
  optionsFailed.value = false;
  selectedIds.value = new Set(options?.filter((o) => o.selected).map((o) => o.id) ?? []);
  message.value = '';
  calling.value = false;
  callOpen.value = false;
  liteMode.value = false;
  liteTableName.value = '';
  liteTableNameTouched.value = false;
}

/** Opens or closes the call-waiter drawer. */
export function setCallOpen(open: boolean): void {
  callOpen.value = open;
}
