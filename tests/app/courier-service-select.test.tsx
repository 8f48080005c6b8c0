import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  BEST_RATE_OPTION,
  COURIER_LIST_MAX_HEIGHT_PX,
  searchTermReady,
  type TCourierService,
} from '../../src/contract';
import { CourierServicePicker } from '../../src/ui';

const services: TCourierService[] = [
  {
    courier: 'TOLL',
    courier_name: 'Toll',
    courier_service_code: 'IPEC',
    service_code_name: 'IPEC Road Express',
    storage: '',
  },
  {
    courier: 'BEX',
    courier_name: 'Border Express',
    courier_service_code: 'FROZEN',
    service_code_name: 'Frozen Linehaul',
    storage: 'FRZ',
  },
];

/** The picker with its search filtering the services as the server does (2+ characters). */
function Harness({ onChange }: { onChange: (code: string, s: TCourierService | null) => void }) {
  const [value, setValue] = useState('IPEC');
  const [term, setTerm] = useState('');
  const found = !term
    ? services
    : searchTermReady(term)
      ? services.filter((s) => s.service_code_name.toLowerCase().includes(term.toLowerCase()))
      : [];
  return (
    <CourierServicePicker
      label="Courier Service"
      value={value}
      onChange={(code, s) => {
        setValue(code);
        onChange(code, s);
      }}
      services={services}
      found={found}
      term={term}
      onTerm={setTerm}
      withCourier
    />
  );
}

describe('the courier-service picker (document 1 sections 3 and 5)', () => {
  it("offers 'Best Rate' with an empty value first, in a list at most 300 px tall", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Courier Service' });
    expect(button.textContent).toBe('Toll – IPEC Road Express');
    fireEvent.click(button);
    const list = screen.getByRole('listbox', { name: 'Courier Service' });
    expect(list.style.maxHeight).toBe(`${COURIER_LIST_MAX_HEIGHT_PX}px`);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Best Rate',
      'Toll – IPEC Road Express',
      'Border Express – Frozen Linehaul',
    ]);
    fireEvent.click(within(options[0]!).getByRole('button'));
    expect(onChange).toHaveBeenCalledWith(BEST_RATE_OPTION.value, null);
    expect(BEST_RATE_OPTION.value).toBe('');
    expect(button.textContent).toBe('Best Rate');
  });

  it('a search shows only what it found after Best Rate; choosing a service passes it on', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Courier Service' }));
    const search = screen.getByLabelText('Search Courier Service');
    fireEvent.change(search, { target: { value: 'f' } });
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best Rate']);
    fireEvent.change(search, { target: { value: 'fr' } });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Best Rate',
      'Border Express – Frozen Linehaul',
    ]);
    fireEvent.click(within(options[1]!).getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('FROZEN', services[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
