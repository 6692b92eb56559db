import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const VERIFICATION_PURPOSES = ['register', 'reset'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The one live code of an email for one purpose; MongoDB deletes it when it expires. */
@Schema({ collection: 'verification_codes', versionKey: false })
export class VerificationCode {
  @Prop({ required: true })
  email: string;

  @Prop({ type: String, required: true, enum: VERIFICATION_PURPOSES })
  purpose: VerificationPurpose;

  /** Only a hash is stored, so the codes cannot be read off the database. */
  @Prop({ required: true })
  codeHash: string;

  /** Tries taken, counted before each guess is compared (the right guess deletes the code). */
  @Prop({ required: true, default: 0 })
  failedAttempts: number;

  @Prop({ required: true })
  expiresAt: Date;
}

export const VerificationCodeSchema = SchemaFactory.createForClass(VerificationCode);
VerificationCodeSchema.index({ email: 1, purpose: 1 }, { unique: true });
VerificationCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
