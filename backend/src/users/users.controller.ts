import { Body, Controller, Get, NotFoundException, Patch, UseGuards } from '@nestjs/common';
import {
  type ReviseFavBody,
  reviseFavBodySchema,
  type ReviseLocationBody,
  reviseLocationBodySchema,
} from '@shop/contracts/users/user-bodies';
import { type GetUserResponse, getUserResponseSchema, type ReviseFavResponse, reviseFavResponseSchema } from '@shop/contracts/users/user';
import { type MessageResponse, messageResponseSchema } from '@shop/contracts/message-response';
import { Contract } from '../common/api-contract.decorator.js';
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
  @Contract({ summary: 'The logged-in user', access: 'logged in', errors: [404], answer: getUserResponseSchema })
  async getUser(@CurrentUser() user: AuthenticatedUser): Promise<GetUserResponse> {
    const record = await this.users.findById(user.id);
    if (!record) throw new NotFoundException('User not found.');
    return { success: true, user: toUserProfile(record), message: 'User details loaded.' };
  }

  @Patch('reviseFav')
  @Contract({
    summary: 'Adds or removes a favourite (mode update means added)',
    access: 'logged in',
    errors: [400, 404],
    body: reviseFavBodySchema,
    answer: reviseFavResponseSchema,
  })
  async reviseFav(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(reviseFavBodySchema)) body: ReviseFavBody,
  ): Promise<ReviseFavResponse> {
    const mode = await this.favourites.toggle(user.id, body.proID);
    return { success: true, message: FAVOURITE_MESSAGES[mode], mode };
  }

  @Patch('reviseLocation')
  @Contract({
    summary: 'Sets the delivery address',
    access: 'logged in',
    errors: [400],
    body: reviseLocationBodySchema,
    answer: messageResponseSchema,
  })
  async reviseLocation(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(reviseLocationBodySchema)) body: ReviseLocationBody,
  ): Promise<MessageResponse> {
    await this.users.updateDeliveryDetails(user.id, body);
    return { success: true, message: 'Address updated successfully.' };
  }
}
