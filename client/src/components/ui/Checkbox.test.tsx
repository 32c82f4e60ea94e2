import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

function Labelled(props: Parameters<typeof Checkbox>[0]) {
  return (
    <>
      <Checkbox id="box" {...props} />
      <label htmlFor="box">Published</label>
    </>
  );
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label, toggled by a click, by Space and by a click on the label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Labelled onCheckedChange={onCheckedChange} />);
    const box = screen.getByLabelText('Published');
    expect(box).toBe(screen.getByRole('checkbox', { name: 'Published' }));
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByText('Published'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('follows a controlled owner, and stays as it is when the owner keeps its state', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [checked, setChecked] = useState(false);
      return <Labelled checked={checked} onCheckedChange={setChecked} />;
    }
    const { unmount } = render(<Owner />);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    unmount();

    const onCheckedChange = jest.fn();
    render(<Labelled checked onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  });

  it('shows an indeterminate state (aria-checked mixed), which a click turns into checked', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function SelectAll() {
      const [state, setState] = useState<CheckedState>('indeterminate');
      return (
        <Checkbox
          aria-label="Select all"
          checked={state}
          onCheckedChange={(next) => {
            changes.push(next);
            setState(next === true);
          }}
        />
      );
    }
    render(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    expect((box as HTMLInputElement).indeterminate).toBe(true);

    await user.click(box);
    expect(changes).toEqual([true]);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();

    await user.click(box);
    expect(changes).toEqual([true, false]);
    expect(box).not.toBeChecked();
  });

  it('keeps the indeterminate state when its owner does not change it', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Checkbox aria-label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).toBePartiallyChecked();
    expect(box).not.toBeChecked();
  });

  it('takes an uncontrolled starting state, indeterminate too', () => {
    render(
      <>
        <Checkbox aria-label="On" defaultChecked />
        <Checkbox aria-label="Mixed" defaultChecked="indeterminate" />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'On' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mixed' })).toBePartiallyChecked();
  });

  it('does not change when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Labelled disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Published' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('marks an invalid box with aria-invalid, and passes aria props, className and ref on', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <>
        <Checkbox aria-label="Terms" invalid aria-describedby="terms-error" className="extra" ref={ref} />
        <Checkbox aria-label="Valid" />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'terms-error');
    expect(screen.getByRole('checkbox', { name: 'Valid' })).not.toHaveAttribute('aria-invalid');
    expect(ref.current).toBe(box);
    expect(container.querySelector('.ui-checkbox.extra')).toContainElement(box);
  });

  it('takes part in a form: its name and value are submitted when checked', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Checkbox aria-label="Newsletter" name="newsletter" />
        <Checkbox aria-label="Format" name="format" value="ebook" defaultChecked />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ format: 'ebook' });
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(Object.fromEntries(new FormData(form))).toEqual({ newsletter: 'on', format: 'ebook' });
  });
});
