import { fireEvent, render, screen } from '@testing-library/react';
import { FormField } from './FormField';

describe('a form field', () => {
  it('labels its input and passes the new text to onChange', () => {
    const onChange = jest.fn();
    render(<FormField id="f-name" label="Name" name="name" required value="" onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('name')).toBe('name');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.change(input, { target: { value: 'Sam' } });
    expect(onChange).toHaveBeenCalledWith('Sam');
  });

  it('is described by its hint', () => {
    render(<FormField id="f-pass" label="Password" hint="At least 8." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('f-pass-hint');
    expect(document.getElementById('f-pass-hint')?.textContent).toBe('At least 8.');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('with an error, is invalid and described by the error, then the hint', () => {
    render(<FormField id="f-pass" label="Password" hint="At least 8." error="Too short." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-pass-error f-pass-hint');
    expect(document.getElementById('f-pass-error')?.textContent).toBe('Too short.');
  });
});
