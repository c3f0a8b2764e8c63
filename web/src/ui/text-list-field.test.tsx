// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextListField } from './text-list-field.tsx';

afterEach(cleanup);

function Harness({ start }: { start: string[] }) {
  const [items, setItems] = useState(start);
  return (
    <TextListField
      legend="Hostnamen"
      items={items}
      idOf={(index) => `host-${index}`}
      labelOf={(index) => `Hostnaam ${index + 1}`}
      messageOf={(index) => (items[index] === '' ? `Hostnaam ${index + 1} ontbreekt` : null)}
      onChange={(index, value) => setItems((list) => list.map((item, at) => (at === index ? value : item)))}
      onAdd={() => setItems((list) => [...list, 'x'])}
      onRemove={(index) => setItems((list) => list.filter((_, at) => at !== index))}
      addLabel="Hostnaam toevoegen"
      removeLabelOf={(index) => `Hostnaam ${index + 1} verwijderen`}
      emptyText="Geen hostnamen."
    />
  );
}

describe('TextListField', () => {
  it('labels each item by its place, in a group named by its legend, with its message', () => {
    render(<Harness start={['taxi.example', '']} />);
    expect(screen.getByRole('group', { name: 'Hostnamen' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Hostnaam 1' }) as HTMLInputElement).value).toBe('taxi.example');
    expect(screen.getByRole('textbox', { name: 'Hostnaam 2' }).getAttribute('aria-describedby')).toBe('host-1-message');
  });

  it('changes, adds and removes an item; the add button takes the focus of a removed one', async () => {
    const user = userEvent.setup();
    render(<Harness start={['a.example']} />);
    await user.type(screen.getByRole('textbox', { name: 'Hostnaam 1' }), 'x');
    expect((screen.getByRole('textbox', { name: 'Hostnaam 1' }) as HTMLInputElement).value).toBe('a.examplex');
    await user.click(screen.getByRole('button', { name: 'Hostnaam toevoegen' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hostnaam 1 verwijderen' }));
    expect((screen.getByRole('textbox', { name: 'Hostnaam 1' }) as HTMLInputElement).value).toBe('x');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hostnaam toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Hostnaam 1 verwijderen' }));
    expect(screen.getByText('Geen hostnamen.')).toBeTruthy();
  });
});
