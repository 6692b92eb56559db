import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductsModule } from '../products/products.module.js';
import { User, UserSchema } from './schemas/user.schema.js';
import { FavouritesService } from './favourites.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [ProductsModule, MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  controllers: [UsersController],
  providers: [UsersService, FavouritesService],
  exports: [UsersService, FavouritesService],
})
export class UsersModule {}
