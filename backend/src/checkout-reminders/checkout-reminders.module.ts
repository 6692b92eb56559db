import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartsModule } from '../carts/carts.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { CheckoutRemindersController } from './checkout-reminders.controller.js';
import { CheckoutRemindersService } from './checkout-reminders.service.js';
import { CheckoutReminderPreference, CheckoutReminderPreferenceSchema } from './schemas/checkout-reminder-preference.schema.js';

/** One mail for a checkout left unpaid or an account cart left alone, and the shopper's switch (issue 33). */
@Module({
  imports: [
    OrdersModule,
    CartsModule,
    UsersModule,
    JobsModule,
    MailModule,
    MongooseModule.forFeature([{ name: CheckoutReminderPreference.name, schema: CheckoutReminderPreferenceSchema }]),
  ],
  controllers: [CheckoutRemindersController],
  providers: [CheckoutRemindersService],
})
export class CheckoutRemindersModule {}
