import { EmailField } from './email-field.js';

export class SendCodeDto {
  @EmailField()
  email: string;
}
