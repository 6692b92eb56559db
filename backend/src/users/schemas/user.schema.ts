import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { type Types } from 'mongoose';
import { USER_ROLES, type UserRole } from '../../common/auth/authenticated-user.js';

/**
 * A shop account. Field names follow the spec (Email, UserName, ...); the rest are the server's own.
 * Every type is explicit because the admin CLI loads this schema under tsx, which emits no type metadata.
 */
@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 })
  Email: string;

  /** The recipient name of the delivery address. */
  @Prop({ type: String, default: '' })
  UserName: string;

  @Prop({ type: String, default: '' })
  Phone: string;

  @Prop({ type: String, default: '' })
  Location: string;

  /** Favourite product ids. */
  @Prop({ type: [{ type: mongoose.Schema.Types.ObjectId, ref: 'Product' }], default: [] })
  Fav: Types.ObjectId[];

  /** argon2id; never selected unless asked for. */
  @Prop({ type: String, required: true, select: false })
  passwordHash: string;

  @Prop({ type: String, required: true, enum: USER_ROLES, default: 'customer' })
  role: UserRole;
}

export const UserSchema = SchemaFactory.createForClass(User);
