export { useBlockBack } from './block-back';
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Router,
  Routes,
  createBrowserHistory,
  createMemoryHistory,
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
