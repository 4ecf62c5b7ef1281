/**
 * react-toastify itself, loaded only when the first toast is raised (see ./toast). Its default build
 * injects its stylesheet from JavaScript at run time; the unstyled build with the stylesheet imported
 * here ships the CSS with this chunk instead.
 */
import "react-toastify/ReactToastify.css";

export { toast, ToastContainer } from "react-toastify/unstyled";
