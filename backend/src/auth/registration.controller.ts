import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type RegisterBody, registerBodySchema, type SendCodeBody, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ClientIp } from './client-ip.js';
import { RegistrationService } from './registration.service.js';

@Controller('users')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  async sendCode(@Body(new ZodValidationPipe(sendCodeBodySchema)) body: SendCodeBody, @ClientIp() ip: string) {
    await this.registration.sendCode(body.email, ip);
    return { success: true, message: 'Verification code sent, please check your email.' };
  }

  @Post('register')
  async register(@Body(new ZodValidationPipe(registerBodySchema)) body: RegisterBody, @ClientIp() ip: string) {
    await this.registration.register(body, ip);
    return { success: true, message: 'Registered successfully, please log in.' };
  }
}
