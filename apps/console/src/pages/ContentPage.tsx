import { Typography } from 'antd';
import { CT } from '../strings-content';

/** Issue 18: articles per language with the rich-text editor, the home menu and the site settings. */
export function ContentPage() {
  return <Typography.Title level={3}>{CT.title}</Typography.Title>;
}
