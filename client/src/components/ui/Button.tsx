import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyle {
  /** primary: the one main action; secondary (default): other actions; outline/ghost: quieter; danger: destroys; link: reads as a link. */
  variant?: ButtonVariant;
  /** md (default) is 44 px tall, a finger's tap target; sm is for dense staff tables (44 px again on touch screens). */
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
}

/** The class names of a button look, for the rare element that is neither <Button> nor <LinkButton> (e.g. a NavLink). */
export function buttonClassName({ variant = 'secondary', size = 'md', block = false }: ButtonStyle = {}, extra?: string): string {
  return clsx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block', extra);
}

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyle;

/** A button (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}

export type LinkButtonProps = LinkProps & ButtonStyle & { ref?: React.Ref<HTMLAnchorElement> };

/** A link that looks like a button: navigation ("Go to checkout") that deserves a button's weight. */
export function LinkButton({ variant, size, block, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, block }, className as string | undefined)} {...props} />;
}
