import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './passwords';

export const username = z.string().trim().min(1, 'Please enter your username.');
export const password = z.string().min(1, 'Please enter your password.');
export const newPassword = z
  .string()
  .min(
    MIN_PASSWORD_LENGTH,
    `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  );
