import { act, render, screen } from '@testing-library/react';
import { firstUseComponent } from './first-use-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

it('renders in the same update once its code has arrived, with no suspended render', async () => {
  const load = jest.fn(async () => ({ default: Greeting }));
  const { preload, Component } = firstUseComponent(load);
  await preload();
  await preload();
  expect(load).toHaveBeenCalledTimes(1);
  // Synchronously: a component that suspended would show nothing until its promise settled.
  act(() => {
    render(<Component name="Ada" />);
  });
  expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
});

it('loads its code on first render when nothing fetched it before', async () => {
  const { Component } = firstUseComponent(async () => ({ default: Greeting }));
  render(<Component name="Ben" />);
  expect(await screen.findByText('Hello, Ben')).toBeInTheDocument();
});

it('tries again after a failed fetch', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Greeting }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Greeting });
  const { preload } = firstUseComponent(load);
  await expect(preload()).rejects.toThrow('offline');
  await expect(preload()).resolves.toEqual({ default: Greeting });
  expect(load).toHaveBeenCalledTimes(2);
});
