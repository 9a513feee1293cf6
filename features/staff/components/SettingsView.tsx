import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { Switch } from '../../../ui/Switch/Switch';
import { notifications } from '../../../lib/notify';
import type { ServiceSettingsPatch, ServiceSettingsView } from '../../../protocol/service-settings';
import {
  BUSINESS_HOUR_FALLBACK,
  DEFAULT_MAX_TURN,
  DEFAULT_TURN_DISHES,
  DEFAULT_TURN_MINUTES,
} from '../../../core';
import { DEFAULT_KITCHEN_THRESHOLDS } from '../../../core/settings/catalog';
import { roundsInForce, saveServiceSettings, serviceSettings, type Refusal } from '../owner-store';
import { RoundsInForce } from './RoundsInForce';
import { RefusalNote } from './RefusalNote';
import * as styles from './OwnerView.css';

type Flag = 'approval' | 'callService' | 'review' | 'googleReview' | 'pin';
type RoundNumber = 'dishesPerPerson' | 'minutes' | 'maxRounds';
type PlaceNumber = 'lat' | 'lng' | 'rangeMetres';
type KitchenNumber = 'lateMinutes' | 'overdueMinutes';

/**
 * What an empty round field means (core's resolveRoundValues): the spec's fallbacks, 1 dish,
 * 1 minute and 2 rounds with business-hour mode on, 100, 10 and 10 otherwise.
 */
function roundDefaults(businessHourMode: boolean): Record<RoundNumber, number> {
  return businessHourMode
    ? {
        dishesPerPerson: BUSINESS_HOUR_FALLBACK.turnDishes,
        minutes: BUSINESS_HOUR_FALLBACK.turnMinutes,
        maxRounds: BUSINESS_HOUR_FALLBACK.maxTurn,
      }
    : {
        dishesPerPerson: DEFAULT_TURN_DISHES,
        minutes: DEFAULT_TURN_MINUTES,
        maxRounds: DEFAULT_MAX_TURN,
      };
}

/** A field's text as a number: null when empty, NaN when not a number. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOf = (n: number | null) => (n === null ? '' : String(n));

/** Saves a change; a refusal (from core's check or the server) is kept for the fields. */
function useSave() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = async (patch: ServiceSettingsPatch): Promise<boolean> => {
    setBusy(true);
    const got = await saveServiceSettings(patch);
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
    if (got.ok) notifications.success(intl.formatMessage({ id: 'staff.owner.saved' }));
    return got.ok;
  };
  return { busy, refusal, setRefusal, save };
}

/** A setting that applies as soon as it is switched. */
function OnOff({
  label,
  value,
  busy,
  onChange,
}: {
  label: string;
  value: boolean;
  busy: boolean;
  onChange: (next: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Switch
      isSelected={value}
      isDisabled={busy}
      onChange={onChange}
      stateLabel={intl.formatMessage({
        id: value ? 'staff.owner.settings.on' : 'staff.owner.settings.off',
      })}
    >
      {label}
    </Switch>
  );
}

/** Service switches and the menu's layout: each applies as soon as it is changed. */
function ServiceGroup({ view }: { view: ServiceSettingsView }) {
  const intl = useIntl();
  const { busy, refusal, save } = useSave();
  const t = (id: string) => intl.formatMessage({ id: `staff.owner.settings.${id}` });
  const flags: Flag[] = ['approval', 'callService', 'review', 'googleReview', 'pin'];
  return (
    <section className={styles.group} aria-labelledby="settings-service">
      <h3 id="settings-service" className={styles.groupTitle}>
        {t('groups.service')}
      </h3>
      <div className={styles.toggles}>
        {flags.map((f) => (
          <OnOff
            key={f}
            label={t(f)}
            value={view[f]}
            busy={busy}
            onChange={(next) => void save({ [f]: next })}
          />
        ))}
      </div>
      <Select
        aria-label={t('displayMode')}
        options={(['NORMAL', 'CAROUSEL'] as const).map((m) => ({
          id: m,
          name: `${t('displayMode')}: ${t(`displayModes.${m}`)}`,
        }))}
        selectedKey={view.displayMode}
        isDisabled={busy}
        onSelectionChange={(k) =>
          k !== view.displayMode && void save({ displayMode: k as 'NORMAL' | 'CAROUSEL' })
        }
      />
      {refusal && <RefusalNote refusal={refusal} />}
    </section>
  );
}

/** Numbers typed, checked and saved together; a refused one is marked under its field. */
function NumberGroup<K extends string>({
  id,
  title,
  flagLabel,
  flag,
  keys,
  values,
  labels,
  hints,
  patchOf,
  pointer,
  children,
}: {
  id: string;
  title: string;
  /** The group's on/off choice, saved with its numbers; none when the group has no switch. */
  flagLabel?: string;
  flag?: boolean;
  keys: readonly K[];
  values: Record<K, number | null>;
  labels: Record<K, string>;
  hints?: Partial<Record<K, string>>;
  patchOf: (enabled: boolean, numbers: Record<K, number | null>) => ServiceSettingsPatch;
  /** The change's JSON pointer of a field (`/rounds/minutes`). */
  pointer: (key: K | null) => string;
  /** Shown between the switch and the fields. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { busy, refusal, setRefusal, save } = useSave();
  const [enabled, setEnabled] = useState(flag ?? true);
  const [texts, setTexts] = useState<Record<K, string>>(
    () => Object.fromEntries(keys.map((k) => [k, textOf(values[k])])) as Record<K, string>,
  );
  // Changed here, not saved yet: said beside the Save button.
  const changed = enabled !== (flag ?? true) || keys.some((k) => texts[k] !== textOf(values[k]));
  const notNumber = keys.filter((k) => Number.isNaN(numberOf(texts[k])));
  const errorOf = (k: K): string | undefined => {
    if (notNumber.includes(k)) return intl.formatMessage({ id: 'staff.owner.settings.notNumber' });
    if (refusal?.field === pointer(k))
      return intl.formatMessage({ id: `staff.owner.settings.invalid.${k}` });
    return undefined;
  };
  const submit = () => {
    if (notNumber.length > 0) return;
    const numbers = Object.fromEntries(keys.map((k) => [k, numberOf(texts[k])])) as Record<
      K,
      number | null
    >;
    void save(patchOf(enabled, numbers));
  };
  // A refusal that names none of the fields is shown under the group.
  const general = refusal && !keys.some((k) => refusal.field === pointer(k)) ? refusal : null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {flagLabel !== undefined && (
        <Checkbox
          isSelected={enabled}
          isDisabled={busy}
          onChange={(next) => {
            setEnabled(next);
            setRefusal(null);
          }}
        >
          {flagLabel}
        </Checkbox>
      )}
      {children}
      <div className={styles.fields}>
        {keys.map((k) => (
          <TextField
            key={k}
            label={labels[k]}
            inputMode="decimal"
            value={texts[k]}
            isDisabled={busy}
            {...(hints?.[k] ? { description: hints[k] } : {})}
            {...(errorOf(k) ? { errorMessage: errorOf(k) } : {})}
            onChange={(v) => {
              setTexts({ ...texts, [k]: v });
              if (refusal?.field === pointer(k)) setRefusal(null);
            }}
          />
        ))}
      </div>
      {general?.field === pointer(null) ? (
        <p role="alert" className={styles.refusal}>
          {intl.formatMessage({
            id: `staff.owner.settings.invalid${pointer(null).replace('/', '.')}`,
          })}
        </p>
      ) : (
        general && <RefusalNote refusal={general} />
      )}
      <div className={styles.row}>
        <Button isDisabled={busy || notNumber.length > 0} onPress={submit}>
          {intl.formatMessage({ id: 'staff.owner.settings.save' })}
        </Button>
        {changed && (
          <span className={styles.unsaved}>
            {intl.formatMessage({ id: 'staff.owner.settings.unsaved' })}
          </span>
        )}
      </div>
    </section>
  );
}

/** The settings that change service, grouped; every change reaches the diners' phones at once. */
export function SettingsView() {
  const intl = useIntl();
  const view = serviceSettings.value;
  const rounds = roundsInForce.value;
  if (!view) return null;
  const defaults = roundDefaults(rounds !== null && rounds.mode !== '24h');
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `staff.owner.settings.${id}` }, values);
  const roundKeys: RoundNumber[] = ['dishesPerPerson', 'minutes', 'maxRounds'];
  const placeKeys: PlaceNumber[] = ['lat', 'lng', 'rangeMetres'];
  const kitchenKeys: KitchenNumber[] = ['lateMinutes', 'overdueMinutes'];
  return (
    <div className={styles.groups}>
      <ServiceGroup view={view} />
      <NumberGroup
        // A new view from the server (another device saved) starts the fields anew.
        key={`rounds-${JSON.stringify(view.rounds)}`}
        id="settings-rounds"
        title={t('groups.rounds')}
        flagLabel={t('roundsEnabled')}
        flag={view.rounds.enabled}
        keys={roundKeys}
        values={view.rounds}
        labels={Object.fromEntries(roundKeys.map((k) => [k, t(k)])) as Record<RoundNumber, string>}
        hints={
          Object.fromEntries(
            roundKeys.map((k) => [k, t('defaultHint', { value: defaults[k] })]),
          ) as Record<RoundNumber, string>
        }
        patchOf={(enabled, n) => ({ rounds: { enabled, ...n } })}
        pointer={(k) => (k ? `/rounds/${k}` : '/rounds')}
      >
        {rounds && <RoundsInForce view={rounds} />}
      </NumberGroup>
      <section className={styles.group} aria-labelledby="settings-send">
        <h3 id="settings-send" className={styles.groupTitle}>
          {t('groups.sending')}
        </h3>
        <SendOnce value={view.rounds.oneSendPerRound} />
      </section>
      <NumberGroup
        key={`location-${JSON.stringify(view.location)}`}
        id="settings-location"
        title={t('groups.location')}
        flagLabel={t('locationEnabled')}
        flag={view.location.enabled}
        keys={placeKeys}
        values={view.location}
        labels={Object.fromEntries(placeKeys.map((k) => [k, t(k)])) as Record<PlaceNumber, string>}
        patchOf={(enabled, n) => ({ location: { enabled, ...n } })}
        pointer={(k) => (k ? `/location/${k}` : '/location')}
      />
      <NumberGroup
        key={`kitchen-${JSON.stringify(view.kitchen)}`}
        id="settings-kitchen"
        title={t('groups.kitchen')}
        keys={kitchenKeys}
        values={view.kitchen}
        labels={
          Object.fromEntries(kitchenKeys.map((k) => [k, t(k)])) as Record<KitchenNumber, string>
        }
        hints={
          Object.fromEntries(
            kitchenKeys.map((k) => [k, t(`${k}Hint`, { value: DEFAULT_KITCHEN_THRESHOLDS[k] })]),
          ) as Record<KitchenNumber, string>
        }
        // An empty field is the default, as in the other groups.
        patchOf={(_, n) => ({
          kitchen: {
            lateMinutes: n.lateMinutes ?? DEFAULT_KITCHEN_THRESHOLDS.lateMinutes,
            overdueMinutes: n.overdueMinutes ?? DEFAULT_KITCHEN_THRESHOLDS.overdueMinutes,
          },
        })}
        pointer={(k) => (k ? `/kitchen/${k}` : '/kitchen')}
      />
    </div>
  );
}

function SendOnce({ value }: { value: boolean }) {
  const intl = useIntl();
  const { busy, refusal, save } = useSave();
  return (
    <>
      <OnOff
        label={intl.formatMessage({ id: 'staff.owner.settings.oneSendPerRound' })}
        value={value}
        busy={busy}
        onChange={(next) => void save({ rounds: { oneSendPerRound: next } })}
      />
      {refusal && <RefusalNote refusal={refusal} />}
    </>
  );
}
