import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ClientIp } from './client-ip.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { SendCodeDto } from './dto/send-code.dto.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('users/resetPassword')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  async sendCode(@Body() body: SendCodeDto, @ClientIp() ip: string) {
    await this.passwordReset.sendCode(body.email, ip);
    return { success: true, message: 'If this email is registered, a verification code has been sent to it.' };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  async resetPassword(@Body() body: ResetPasswordDto, @ClientIp() ip: string) {
    await this.passwordReset.resetPassword(body, ip);
    return { success: true, message: 'Password reset successfully, please log in.' };
  }
}
