import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ProductsService } from '../products/products.service.js';
import { User } from './schemas/user.schema.js';

/** `update` when the product became a favourite, `delete` when it stopped being one (the spec's reply modes). */
export type FavouriteToggle = 'update' | 'delete';

const MAX_TOGGLE_ATTEMPTS = 10;

@Injectable()
export class FavouritesService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly products: ProductsService,
  ) {}

  /**
   * Removes the product from the favourites if it is there, otherwise adds it. Each step is one
   * conditional update; when a concurrent toggle changes the list between the two steps, the toggle
   * starts over, so every reply describes a change that really happened. Only adding needs a listed
   * product (404 otherwise): a favourite whose product was since unlisted or deleted can still be removed.
   */
  async toggle(userId: string, productId: string): Promise<FavouriteToggle> {
    const product = new Types.ObjectId(productId);
    let productChecked = false;
    for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt++) {
      const removal = await this.users.updateOne({ _id: userId, Fav: product }, { $pull: { Fav: product } });
      if (removal.modifiedCount === 1) return 'delete';
      if (!productChecked) await this.products.findListedProduct(productId);
      productChecked = true;
      const addition = await this.users.updateOne({ _id: userId, Fav: { $ne: product } }, { $addToSet: { Fav: product } });
      if (addition.modifiedCount === 1) return 'update';
    }
    throw new ConflictException('Your favourites changed meanwhile, please try again.');
  }

  /** The users who keep the product as a favourite. */
  async userIdsWithFavourite(productId: string): Promise<string[]> {
    const users = await this.users.find({ Fav: new Types.ObjectId(productId) }, { _id: 1 }).lean();
    return users.map((user) => user._id.toString());
  }
}
