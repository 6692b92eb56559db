import type { MailMessage } from '../mail/mail-message.js';
import type { VerificationPurpose } from './schemas/verification-code.schema.js';

const SUBJECTS: Record<VerificationPurpose, string> = {
  register: 'Your verification code',
  reset: 'Your password reset code',
};

const ACTIONS: Record<VerificationPurpose, string> = {
  register: 'finish creating your account',
  reset: 'set a new password',
};

export function verificationCodeMail(to: string, code: string, purpose: VerificationPurpose, lifetimeMinutes: number): MailMessage {
  return {
    to,
    subject: SUBJECTS[purpose],
    text: [
      `Your verification code is ${code}`,
      '',
      `Enter it within ${lifetimeMinutes} minutes to ${ACTIONS[purpose]}. It works once.`,
      'If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  };
}
