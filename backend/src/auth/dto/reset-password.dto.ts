import { RegisterDto } from './register.dto.js';

/** The same fields as registering: email, the mailed code and the new password. */
export class ResetPasswordDto extends RegisterDto {}
