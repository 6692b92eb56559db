import { Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminGuard } from '../common/auth/admin.guard.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainEventBus } from '../common/events/domain-event-bus.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { NotCrossSiteGuard } from './not-cross-site.guard.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { SessionsService } from './sessions.service.js';

@Controller('users')
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: DomainEventBus,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  async login(@Req() request: Request, @CurrentUser() user: AuthenticatedUser) {
    await this.sessions.startFor(request, user);
    return { success: true, message: 'Logged in successfully.' };
  }

  /** A GET, as the spec has it, so the CSRF middleware leaves it alone: another site must not log a shopper out. */
  @Get('logout')
  @UseGuards(NotCrossSiteGuard)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    // The device stops hearing about an account it is no longer logged in to.
    if (request.session?.userId) await this.events.publish('session.ending', { sessionId: request.sessionID });
    await this.sessions.end(request, response);
    return { success: true, message: 'Logged out successfully.' };
  }

  @Get('checkAuth')
  @UseGuards(SessionGuard)
  checkAuth() {
    return { success: true, message: 'You are logged in.' };
  }

  @Get('checkAdmin')
  @UseGuards(AdminGuard)
  checkAdmin() {
    return { success: true, message: 'You are an admin.' };
  }
}
