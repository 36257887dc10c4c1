import { Component, type ReactNode } from 'react';
import { t } from '../../client/t.ts';
import { LoadFailed } from './LoadFailed.tsx';

interface State {
  failed: boolean;
  /** Bumped by the retry button: the island's children mount afresh. */
  attempt: number;
}

/**
 * Around every island (main.tsx's mount): an island that throws while rendering says so in the
 * page's language with a retry button, instead of leaving its part of the page blank or dead.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.failed)
      return (
        <LoadFailed
          message={t('island.load.failed')}
          onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      );
    return <IslandAttempt key={this.state.attempt}>{this.props.children}</IslandAttempt>;
  }
}

function IslandAttempt({ children }: { children: ReactNode }) {
  return children;
}
