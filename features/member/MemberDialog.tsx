import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog/Dialog';
import { MemberPanel } from './MemberPanel';

/**
 * The VIP dialog (entry-home-service.md §2 "Main page frame: VIP dialog"): the member centre over
 * the page that opened it (the home page's member button, the main page's VIP tab).
 */
export function MemberDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'member.title' })}
    >
      <MemberPanel showTitle={false} />
    </Dialog>
  );
}
