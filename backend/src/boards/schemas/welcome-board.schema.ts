import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** An announcement on the storefront's welcome carousel. */
@Schema({ collection: 'welcomeboards' })
export class WelcomeBoard {
  @Prop({ required: true, trim: true, maxlength: 200 })
  Title: string;

  @Prop({ default: '', trim: true, maxlength: 200 })
  subTitle: string;

  @Prop({ required: true })
  Description: string;

  @Prop({ required: true })
  Cover: string;

  @Prop({ default: () => new Date() })
  CreateDate: Date;

  /** Hidden boards never reach shoppers. */
  @Prop({ default: true })
  Display: boolean;
}

export type WelcomeBoardRecord = WelcomeBoard & { _id: Types.ObjectId };

export const WelcomeBoardSchema = SchemaFactory.createForClass(WelcomeBoard);
WelcomeBoardSchema.index({ Display: 1, CreateDate: -1 });
