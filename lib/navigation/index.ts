export { useBlockBack } from './block-back';
export { lazyPage } from './LazyPage';
export type { LazyPage } from './LazyPage';
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Router,
  Routes,
  createBrowserHistory,
  createMemoryHistory,
  normalisePath,
  useLocation,
  useNavigate,
  useSearchParams,
} from './Router';
export type {
  NavigateFunction,
  NavigateOptions,
  RouteProps,
  RouterHistory,
  RouterLocation,
} from './Router';
