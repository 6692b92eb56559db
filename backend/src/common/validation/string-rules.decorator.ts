import { registerDecorator } from 'class-validator';

export interface StringRule {
  isMetBy: (value: string) => boolean;
  message: string;
}

/**
 * Validates a required string property against rules checked in order and reports only the first one
 * broken, so that a field answers with exactly one of the spec's messages whatever else is wrong with it.
 * A value that is not a string (a number, an object such as `{ "$ne": "" }`) counts as missing.
 */
export function StringRules(requiredMessage: string, rules: StringRule[] = []): PropertyDecorator {
  const firstBrokenRuleMessage = (value: unknown): string | undefined => {
    if (typeof value !== 'string' || value === '') return requiredMessage;
    return rules.find((rule) => !rule.isMetBy(value))?.message;
  };
  return (target, propertyName) => {
    registerDecorator({
      name: 'stringRules',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => firstBrokenRuleMessage(value) === undefined,
        defaultMessage: (args) => firstBrokenRuleMessage(args?.value) ?? requiredMessage,
      },
    });
  };
}

export const maxLength = (length: number, message: string): StringRule => ({
  isMetBy: (value) => value.length <= length,
  message,
});
