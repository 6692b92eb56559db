import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PUSH_KINDS, type PushKind, type PushPreferences, type PushPreferencesPatch } from '@shop/contracts/push';
import { Model, Types } from 'mongoose';
import { PushPreference } from './schemas/push-preferences.schema.js';

const EVERY_KIND_ON: PushPreferences = { shipping: true, chat: true, backInStock: true };

/** The shopper's switch per kind of notification; every kind is on until switched off. */
@Injectable()
export class PushPreferencesService {
  constructor(@InjectModel(PushPreference.name) private readonly preferences: Model<PushPreference>) {}

  async get(userId: string): Promise<PushPreferences> {
    const stored = await this.preferences
      .findOne({ userId: new Types.ObjectId(userId) })
      .lean<PushPreferences>()
      .exec();
    return stored ? pick(stored) : EVERY_KIND_ON;
  }

  async update(userId: string, patch: PushPreferencesPatch): Promise<PushPreferences> {
    const updated = await this.preferences
      .findOneAndUpdate(
        { userId: new Types.ObjectId(userId) },
        { $set: patch },
        { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
      )
      .orFail()
      .lean<PushPreferences>()
      .exec();
    return pick(updated);
  }

  /** Of these users, those who have `kind` switched on. */
  async usersWanting(kind: PushKind, userIds: string[]): Promise<string[]> {
    const switchedOff = await this.preferences
      .find({ userId: { $in: userIds.map((id) => new Types.ObjectId(id)) }, [kind]: false }, { userId: 1 })
      .lean<{ userId: Types.ObjectId }[]>()
      .exec();
    const off = new Set(switchedOff.map((preference) => preference.userId.toString()));
    return userIds.filter((id) => !off.has(id));
  }
}

function pick(stored: PushPreferences): PushPreferences {
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, stored[kind]])) as PushPreferences;
}
