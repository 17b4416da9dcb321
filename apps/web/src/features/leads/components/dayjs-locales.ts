// dayjs month and weekday names for the date pickers in every interface language (en is built in).
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
