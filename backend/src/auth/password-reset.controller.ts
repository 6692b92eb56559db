import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  type ResetPasswordBody,
  resetPasswordBodySchema,
  type SendCodeBody,
  sendCodeBodySchema,
} from '@shop/contracts/accounts/account-bodies';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ClientIp } from './client-ip.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('users/resetPassword')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  async sendCode(@Body(new ZodValidationPipe(sendCodeBodySchema)) body: SendCodeBody, @ClientIp() ip: string) {
    await this.passwordReset.sendCode(body.email, ip);
    return { success: true, message: 'If this email is registered, a verification code has been sent to it.' };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  async resetPassword(@Body(new ZodValidationPipe(resetPasswordBodySchema)) body: ResetPasswordBody, @ClientIp() ip: string) {
    await this.passwordReset.resetPassword(body, ip);
    return { success: true, message: 'Password reset successfully, please log in.' };
  }
}
