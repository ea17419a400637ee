import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const mount = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );

describe('rendering a lazy page (issue 11)', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    Page.preload();
    await act(async () => undefined);
    mount(Page);
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('shows the fallback while a page loads, then keeps the mounted page and its state', async () => {
    const Page = lazyPage(async () => ({ Counter }), 'Counter');
    const view = mount(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Clicked 0' });
    act(() => button.click());
    // A re-render once the chunk is in must not swap components (which would reset the count).
    view.rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
