import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ClientIp } from './client-ip.js';
import { RegisterDto } from './dto/register.dto.js';
import { SendCodeDto } from './dto/send-code.dto.js';
import { RegistrationService } from './registration.service.js';

@Controller('users')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('vcode')
  @HttpCode(HttpStatus.OK)
  async sendCode(@Body() body: SendCodeDto, @ClientIp() ip: string) {
    await this.registration.sendCode(body.email, ip);
    return { success: true, message: 'Verification code sent, please check your email.' };
  }

  @Post('register')
  async register(@Body() body: RegisterDto, @ClientIp() ip: string) {
    await this.registration.register(body, ip);
    return { success: true, message: 'Registered successfully, please log in.' };
  }
}
