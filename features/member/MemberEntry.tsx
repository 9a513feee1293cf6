import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../ui/Button/Button';
import { Icon } from '../../ui/icons/Icon';
import { KEY_CHECK_FRESH_MS, checkMemberKey, member, memberKeyPassed } from './member-store';
import { DeferredMemberDialog as MemberDialog } from './DeferredMember';

/**
 * The member centre's button on the home page, shown only when the key check passes: the
 * signed-in member's name and points, or "Member centre"; it opens the VIP dialog.
 */
export function MemberEntry({ className }: { className?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The scan asked moments ago (features/entry): its answer, or its call under way, stands.
  useEffect(() => {
    void checkMemberKey({ maxAgeMs: KEY_CHECK_FRESH_MS });
  }, []);
  if (!memberKeyPassed.value) return null;
  const m = member.value;
  return (
    <div className={className}>
      <PlainButton
        variant="secondary"
        icon={<Icon name="vip" label={false} />}
        onPress={() => setOpen(true)}
      >
        {m
          ? `${m.userName} · ${intl.formatNumber(m.userPoints)} ${intl.formatMessage({ id: 'member.points' }, { count: m.userPoints })}`
          : intl.formatMessage({ id: 'member.title' })}
      </PlainButton>
      <MemberDialog isOpen={open} onOpenChange={setOpen} />
    </div>
  );
}
