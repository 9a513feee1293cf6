import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button/Button';
import { EmptyState } from '../ui/EmptyState/EmptyState';
import * as styles from './ErrorBoundary.css';

interface BoundaryProps {
  /** What the diner sees instead of the broken part; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches an error thrown while rendering its children (a live event that left a store in a shape
 * a view cannot draw, say) and shows `fallback` instead of a blank page.
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs the phone; the diner sees the fallback.
    console.warn('The page stopped working', error, info.componentStack);
  }

  private retry = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface CrashScreenProps {
  /** Renders the broken part again, back on the menu; without it only a reload is offered. */
  onBackToMenu?: () => void;
  /** Takes the whole screen (the app's own boundary) rather than the part it replaces. */
  fullScreen?: boolean;
}

/** "Something went wrong" in the diner's language, with a reload and, on /Main, a way back to the menu. */
export function CrashScreen({ onBackToMenu, fullScreen = false }: CrashScreenProps) {
  const intl = useIntl();
  return (
    <div
      className={fullScreen ? `${styles.screen} ${styles.fullScreen}` : styles.screen}
      role="alert"
    >
      <EmptyState
        icon="warning"
        title={intl.formatMessage({ id: 'errorBoundary.title' })}
        message={intl.formatMessage({ id: 'errorBoundary.message' })}
        action={
          <div className={styles.actions}>
            {onBackToMenu && (
              <Button variant="primary" onPress={onBackToMenu}>
                {intl.formatMessage({ id: 'errorBoundary.backToMenu' })}
              </Button>
            )}
            <Button
              variant={onBackToMenu ? 'secondary' : 'primary'}
              onPress={() => window.location.reload()}
            >
              {intl.formatMessage({ id: 'errorBoundary.reload' })}
            </Button>
          </div>
        }
      />
    </div>
  );
}
