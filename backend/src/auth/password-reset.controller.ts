import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { type CodeSentResponse, codeSentResponseSchema } from '@shop/contracts/accounts/code-sent-response';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import {
  type ResetPasswordBody,
  resetPasswordBodySchema,
  type SendCodeBody,
  sendCodeBodySchema,
} from '@shop/contracts/accounts/account-bodies';
import { Contract } from '../common/api-contract.decorator.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ClientIp } from './client-ip.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('users/resetPassword')
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Mails a password reset code when the email is registered',
    access: 'public',
    errors: [400, 429, 503],
    body: sendCodeBodySchema,
    answer: codeSentResponseSchema,
  })
  async sendCode(@Body(new ZodValidationPipe(sendCodeBodySchema)) body: SendCodeBody, @ClientIp() ip: string): Promise<CodeSentResponse> {
    await this.passwordReset.sendCode(body.email, ip);
    return {
      success: true,
      message: 'If this email is registered, a verification code has been sent to it.',
      resendAfterSeconds: this.config.codeMailIntervalSeconds,
    };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Sets a new password with the mailed code',
    access: 'public',
    errors: [400, 429],
    body: resetPasswordBodySchema,
    answer: messageResponseSchema,
  })
  async resetPassword(
    @Body(new ZodValidationPipe(resetPasswordBodySchema)) body: ResetPasswordBody,
    @ClientIp() ip: string,
  ): Promise<MessageResponse> {
    await this.passwordReset.resetPassword(body, ip);
    return { success: true, message: 'Password reset successfully, please log in.' };
  }
}
