import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import type { CodeSentResponse } from '@shop/contracts/accounts/code-sent-response';
import { type RegisterBody, registerBodySchema, type SendCodeBody, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ClientIp } from './client-ip.js';
import { RegistrationService } from './registration.service.js';

@Controller('users')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  async sendCode(@Body(new ZodValidationPipe(sendCodeBodySchema)) body: SendCodeBody, @ClientIp() ip: string): Promise<CodeSentResponse> {
    await this.registration.sendCode(body.email, ip);
    return {
      success: true,
      message: 'Verification code sent, please check your email.',
      resendAfterSeconds: this.config.codeMailIntervalSeconds,
    } satisfies CodeSentResponse;
  }

  @Post('register')
  async register(@Body(new ZodValidationPipe(registerBodySchema)) body: RegisterBody, @ClientIp() ip: string) {
    await this.registration.register(body, ip);
    return { success: true, message: 'Registered successfully, please log in.' };
  }
}
