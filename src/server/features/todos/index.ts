import type { Area } from "../../area";
import { seedSampleTodos } from "./repository";
import { registerTodoRoutes } from "./routes";

/** The dashboard's to-do list; a new account starts with the six sample tasks. */
export const todosArea: Area = {
  name: "todos",
  register: (api, services) => registerTodoRoutes(api, services),
  signUpHooks: (services) => ({
    onEmailSignUp: (userId) => seedSampleTodos(services.db, userId),
    onProviderSignUp: (user) => seedSampleTodos(services.db, user.id),
  }),
};
