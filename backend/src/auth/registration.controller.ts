import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { type CodeSentResponse, codeSentResponseSchema } from '@shop/contracts/accounts/code-sent-response';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import { type RegisterBody, registerBodySchema, type SendCodeBody, sendCodeBodySchema } from '@shop/contracts/accounts/account-bodies';
import { Contract } from '../common/api-contract.decorator.js';
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
  @Contract({
    summary: 'Mails a registration code',
    access: 'public',
    errors: [400, 409, 429, 503],
    body: sendCodeBodySchema,
    answer: codeSentResponseSchema,
  })
  async sendCode(@Body(new ZodValidationPipe(sendCodeBodySchema)) body: SendCodeBody, @ClientIp() ip: string): Promise<CodeSentResponse> {
    await this.registration.sendCode(body.email, ip);
    return {
      success: true,
      message: 'Verification code sent, please check your email.',
      resendAfterSeconds: this.config.codeMailIntervalSeconds,
    };
  }

  @Post('register')
  @Contract({
    summary: 'Registers with the mailed code',
    access: 'public',
    errors: [400, 409, 429],
    body: registerBodySchema,
    answer: messageResponseSchema,
  })
  async register(@Body(new ZodValidationPipe(registerBodySchema)) body: RegisterBody, @ClientIp() ip: string): Promise<MessageResponse> {
    await this.registration.register(body, ip);
    return { success: true, message: 'Registered successfully, please log in.' };
  }
}
