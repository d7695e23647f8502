import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from './ssr-queries.ts';

function Part({ cartFetch }: { cartFetch: () => Promise<number> }) {
  const part = useQuery({ queryKey: ['part'], queryFn: async () => ({ name: 'STM32F103C8T6', brandId: 7 }) });
  // A query that needs the first one's answer: a second render pass asks for it.
  const brand = useQuery({ queryKey: ['brand', part.data?.brandId], queryFn: async () => 'STMicroelectronics', enabled: part.data !== undefined });
  // Signed-in only: switched off for the server's signed-out render.
  const cart = useQuery({ queryKey: ['cart'], queryFn: cartFetch, enabled: false });
  return (
    <p>
      {part.data?.name ?? 'loading'} / {brand.data ?? 'loading'} / {cart.data ?? 'no cart'}
    </p>
  );
}

describe('a page rendered on the server', () => {
  it('shows the answers of the queries its components ask for, including ones that wait on another answer', async () => {
    const queryClient = new QueryClient();
    const cartFetch = vi.fn(async () => 3);
    const html = await renderWithQueries(queryClient, () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <Part cartFetch={cartFetch} />
        </QueryClientProvider>,
      ),
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('STM32F103C8T6 / STMicroelectronics / no cart');
    expect(cartFetch).not.toHaveBeenCalled();
  });

  it('stops after the pass limit when answers keep asking for more', async () => {
    const queryClient = new QueryClient();
    // Each answer reveals one more query: a chain without end.
    function Chain({ step }: { step: number }) {
      const { data } = useQuery({ queryKey: ['step', step], queryFn: async () => step });
      return data === undefined ? <p>loading</p> : <Chain step={step + 1} />;
    }
    const render = vi.fn(() =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <Chain step={0} />
        </QueryClientProvider>,
      ),
    );
    await renderWithQueries(queryClient, render, 3);
    expect(render).toHaveBeenCalledTimes(3);
  });
});
