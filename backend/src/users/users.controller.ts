import { Body, Controller, Get, NotFoundException, Patch, UseGuards } from '@nestjs/common';
import {
  type ReviseFavBody,
  reviseFavBodySchema,
  type ReviseLocationBody,
  reviseLocationBodySchema,
} from '@shop/contracts/users/user-bodies';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { FavouritesService } from './favourites.service.js';
import { toUserProfile } from './user.mapper.js';
import { UsersService } from './users.service.js';

const FAVOURITE_MESSAGES = { update: 'Added to favourites.', delete: 'Removed from favourites.' } as const;

@Controller('users')
@UseGuards(SessionGuard)
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly favourites: FavouritesService,
  ) {}

  @Get('getUser')
  async getUser(@CurrentUser() user: AuthenticatedUser) {
    const record = await this.users.findById(user.id);
    if (!record) throw new NotFoundException('User not found.');
    return { success: true, user: toUserProfile(record), message: 'User details loaded.' };
  }

  @Patch('reviseFav')
  async reviseFav(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(reviseFavBodySchema)) body: ReviseFavBody) {
    const mode = await this.favourites.toggle(user.id, body.proID);
    return { success: true, message: FAVOURITE_MESSAGES[mode], mode };
  }

  @Patch('reviseLocation')
  async reviseLocation(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(reviseLocationBodySchema)) body: ReviseLocationBody,
  ) {
    await this.users.updateDeliveryDetails(user.id, body);
    return { success: true, message: 'Address updated successfully.' };
  }
}
