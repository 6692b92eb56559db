import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderMailsService } from './order-mails.service.js';

@Module({
  imports: [OrdersModule, JobsModule, MailModule],
  providers: [OrderMailsService],
})
export class OrderMailsModule {}
