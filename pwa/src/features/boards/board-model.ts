export interface WelcomeBoard {
  _id: string;
  Title: string;
  subTitle: string;
  Description: string;
  Cover: string;
  CreateDate: string;
  Display: boolean;
}
