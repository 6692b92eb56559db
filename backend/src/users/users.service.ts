import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { SessionUsers, type AuthenticatedUser, type UserRole } from '../common/auth/authenticated-user.js';
import { SESSIONS_COLLECTION, sessionRoleChange } from '../common/auth/session-user.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { User } from './schemas/user.schema.js';
import { toAuthenticatedUser } from './user.mapper.js';

export const EMAIL_ALREADY_REGISTERED = 'This email is already registered, please log in.';

export type UserRecord = User & { _id: Types.ObjectId };

export interface NewUser {
  email: string;
  passwordHash: string;
  role?: UserRole;
  deliveryDetails?: DeliveryDetails;
  favouriteProductIds?: Types.ObjectId[];
}

export interface DeliveryDetails {
  location: string;
  recipient: string;
  phone: string;
}

@Injectable()
export class UsersService implements OnModuleInit, SessionUsers {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async onModuleInit(): Promise<void> {
    // The unique email index is what turns a second registration of one address into a 409.
    await this.users.init();
  }

  findById(userId: string): Promise<UserRecord | null> {
    if (!Types.ObjectId.isValid(userId)) return Promise.resolve(null);
    return this.users.findById(userId).lean<UserRecord>().exec();
  }

  /**
   * Read on every guarded request: only what the guards need, through the driver, since mongoose's query
   * building costs about as much as this indexed read.
   */
  async findAuthenticatedUser(userId: string): Promise<AuthenticatedUser | null> {
    if (!Types.ObjectId.isValid(userId)) return null;
    const user = await this.users.db
      .collection<User>(this.users.collection.collectionName)
      .findOne({ _id: new Types.ObjectId(userId) }, { projection: { Email: 1, role: 1 } });
    return user ? toAuthenticatedUser(user) : null;
  }

  async hasAny(): Promise<boolean> {
    return (await this.users.exists({})) !== null;
  }

  async existsWithEmail(email: string): Promise<boolean> {
    return (await this.users.exists({ Email: email })) !== null;
  }

  findWithPasswordHash(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ Email: email }).select('+passwordHash').lean<UserRecord>().exec();
  }

  async create(newUser: NewUser): Promise<UserRecord> {
    try {
      const created = await this.users.create({
        Email: newUser.email,
        passwordHash: newUser.passwordHash,
        role: newUser.role ?? 'customer',
        Location: newUser.deliveryDetails?.location ?? '',
        UserName: newUser.deliveryDetails?.recipient ?? '',
        Phone: newUser.deliveryDetails?.phone ?? '',
        Fav: newUser.favouriteProductIds ?? [],
      });
      return created.toObject<UserRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(EMAIL_ALREADY_REGISTERED);
      throw error;
    }
  }

  /** Answers the id of the user whose password changed, or null when no user has that email. */
  async setPasswordHash(email: string, passwordHash: string): Promise<string | null> {
    const user = await this.users.findOneAndUpdate({ Email: email }, { $set: { passwordHash } }, { projection: { _id: 1 } }).lean();
    return user ? user._id.toString() : null;
  }

  /**
   * Answers whether a user with that email existed (and is now an admin). Its sessions carry its role for the
   * guards, so they are promoted too, after the user: a request never sees a session ahead of its user.
   */
  async promoteToAdmin(email: string): Promise<boolean> {
    const user = await this.users.findOneAndUpdate({ Email: email }, { $set: { role: 'admin' } }, { projection: { _id: 1 } }).lean();
    if (!user) return false;
    const { filter, update } = sessionRoleChange(user._id.toString(), 'admin');
    await this.users.db.collection(SESSIONS_COLLECTION).updateMany(filter, update);
    return true;
  }

  async updateDeliveryDetails(userId: string, details: DeliveryDetails): Promise<void> {
    await this.users.updateOne(
      { _id: userId },
      { $set: { Location: details.location, UserName: details.recipient, Phone: details.phone } },
    );
  }
}
