// Why this exists: Arco 2.66's hook-form Message and Notification hand their holder elements without a key,
// and its holder renders them through `React.Children.map`, which React 19 reports in development as "Each
// child in a list should have a unique key". This holder speaks the same three-method protocol Arco's hooks
// call through their ref, and keys every element it is given.
import {
  cloneElement,
  isValidElement,
  useContext,
  useImperativeHandle,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { ConfigProvider, type ConfigProviderProps } from '@arco-design/web-react';

/** What Arco's `useMessage`, `useNotification` and `useModal` call on their holder. */
interface ArcoContextHolder {
  addInstance(element: ReactElement): void;
  removeInstance(element: ReactElement): void;
  getContextConfig(): ConfigProviderProps;
}

/** The ref Arco's hook reads its holder through (React 19 keeps an element's ref among its props). */
function holderRefOf(holder: ReactNode): Ref<ArcoContextHolder> | undefined {
  return isValidElement<{ ref?: Ref<ArcoContextHolder> }>(holder) ? holder.props.ref : undefined;
}

interface Held {
  source: ReactElement;
  keyed: ReactElement;
}

/**
 * Renders what one of Arco's notice hooks shows (its `contextHolder`), each element under a key of its own.
 *
 * @example
 * const [message, messageHolder] = Message.useMessage();
 * return <KeyedContextHolder of={messageHolder} />;
 */
export function KeyedContextHolder({ of: holder }: { of: ReactNode }) {
  const config = useContext(ConfigProvider.ConfigContext);
  const [held, setHeld] = useState<Held[]>([]);
  const nextKey = useRef(0);
  const ref = holderRefOf(holder);
  useImperativeHandle(
    ref,
    () => ({
      addInstance(source) {
        const keyed = cloneElement(source, { key: `held-${nextKey.current++}` });
        setHeld((list) => [...list, { source, keyed }]);
      },
      removeInstance(source) {
        setHeld((list) => list.filter((entry) => entry.source !== source));
      },
      getContextConfig: () => config,
    }),
    [config],
  );
  // An Arco release that no longer passes its ref this way renders its own holder, as before.
  if (!ref) return <>{holder}</>;
  return <>{held.map((entry) => entry.keyed)}</>;
}
