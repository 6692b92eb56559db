import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ProductsService } from '../products/products.service.js';
import { User } from './schemas/user.schema.js';

/** `update` when the product became a favourite, `delete` when it stopped being one (the spec's reply modes). */
export type FavouriteToggle = 'update' | 'delete';

@Injectable()
export class FavouritesService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly products: ProductsService,
  ) {}

  /**
   * Removes the product from the favourites if it is there, otherwise adds it. Each step is one
   * conditional update, so concurrent toggles never lose a write. Only adding needs a listed product (404
   * otherwise): a favourite whose product was since unlisted or deleted can still be removed.
   */
  async toggle(userId: string, productId: string): Promise<FavouriteToggle> {
    const product = new Types.ObjectId(productId);
    const removal = await this.users.updateOne({ _id: userId, Fav: product }, { $pull: { Fav: product } });
    if (removal.modifiedCount === 1) return 'delete';
    await this.products.findListedProduct(productId);
    await this.users.updateOne({ _id: userId, Fav: { $ne: product } }, { $addToSet: { Fav: product } });
    return 'update';
  }
}
